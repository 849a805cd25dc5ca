export declare function placeholderIds(file: string, toml: string): string[];
