export declare const ENV: NodeJS.ProcessEnv;
export declare function run(command: string, args: string[], options?: object): Promise<void>;
export declare function importTs<T = Record<string, unknown>>(entry: string): Promise<T>;
export declare function migrate(persistTo?: string): Promise<void>;
export declare function localBindings(persistTo?: string): Promise<{ env: Record<string, unknown>; dispose(): Promise<void> }>;
export declare function seed(persistTo?: string): Promise<void>;
export declare function isSeeded(persistTo?: string): Promise<boolean>;
export declare function freePort(): Promise<number>;
