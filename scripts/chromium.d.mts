export declare const chromiumArgs: string[];
export declare function chromiumPath(): string;
export declare function chromiumAvailable(): boolean;
export declare function chromiumEnv(): NodeJS.ProcessEnv;
