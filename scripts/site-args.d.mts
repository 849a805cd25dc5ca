export declare const USAGE: string;
export declare class UsageError extends Error {}
export type SiteBody = Record<string, unknown>;
export type SiteCommand =
  | { command: 'help' | 'list'; json: boolean }
  | { command: 'show'; id: number; json: boolean }
  | { command: 'create'; body: SiteBody; file?: string; json: boolean }
  | { command: 'update'; id: number; body: SiteBody; file?: string; json: boolean }
  | { command: 'add-hostname'; id: number; hostname: string; primary: boolean; json: boolean }
  | { command: 'remove-hostname'; id: number; hostname: string; json: boolean };
export declare function parseSiteArgs(argv: string[]): SiteCommand;
export declare function bodyFromFlags(flags: Map<string, string[]>, command: string): SiteBody;
export declare function mergeBodies(fromFile: SiteBody, fromFlags: SiteBody): SiteBody;
export declare function parseDevVars(text: string): Record<string, string>;
export declare function siteUrl(env: Record<string, string | undefined>): string;
