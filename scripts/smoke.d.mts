export interface SmokeRow {
  name: string;
  ok: boolean;
  detail: string;
}
export interface SmokeOptions {
  site: string;
  console?: string;
  via?: string;
  adminToken: string;
}
export declare function get(
  url: string,
  options?: { via?: string; headers?: Record<string, string> },
): Promise<{ url: string; status: number; type: string; body: string }>;
export declare function smoke(options: SmokeOptions): Promise<SmokeRow[]>;
export declare function configuredConsole(config?: string): string | undefined;
