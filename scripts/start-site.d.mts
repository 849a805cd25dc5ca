export declare const START_TOKEN_HEADER: string;
export declare function startToken(): string;
export declare function portIsFree(port: number): Promise<boolean>;
export declare function suggestedPort(port: number, highest?: number): Promise<number | undefined>;
export declare function portTakenLine(port: number, suggestion?: number): string;
export interface StartAnswer {
  status: number;
  location?: string;
  kept?: string | string[];
  token?: string | string[];
}
export declare function visit(port: number, hostname: string, path: string): Promise<StartAnswer>;
export declare function untilOwnSiteAnswers(options: {
  port: number;
  hostname: string;
  token: string;
  stopped: () => string | null;
  limitMs: number;
  onAnswer?: () => void;
}): Promise<StartAnswer>;
