export declare function writeChanged(file: string, data: string | Uint8Array): boolean;
