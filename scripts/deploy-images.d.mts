export function configVar(text: string, name: string): string | undefined;
export function imageTransformations(where: { apiBase?: string; zoneId?: string; token?: string }): Promise<{ ok: true } | { ok: false; reason: string }>;
export function platformImageTransformations(
  configFile: string,
  env?: Record<string, string | undefined>,
): Promise<{ ok: true } | { ok: false; reason: string }>;
