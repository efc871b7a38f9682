export declare const repoRoot: string;
export declare function siteBuildIsStale(): boolean;
export declare function buildSiteIfStale(options?: { quiet?: boolean }): void;
