export const repoRoot: string;
export const serverBuild: string;
export function serverBuildIsStale(): boolean;
export function buildServer(options?: { quiet?: boolean }): Promise<void>;
