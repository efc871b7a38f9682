export declare const bundledPackages: string[];
export declare const projectFontsConf: string;
export declare function prepareBundledFonts(): Promise<string>;
