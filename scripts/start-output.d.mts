export declare function plain(line: string): string;
export declare const START_NOISE: RegExp[];
export interface StartFilter {
  keep(line: string): boolean;
  announced(warmUpRequests: number): void;
}
export declare function createStartFilter(): StartFilter;
