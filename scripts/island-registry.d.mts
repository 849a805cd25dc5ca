/** The island names found in client/islands/ (React) and client/enhancers/ (enhanced). */
export function islandNames(root?: string): { react: string[]; enhanced: string[] };
/** The generated modules: path → text. */
export function registryModules(root?: string): Record<string, string>;
/** Writes the generated modules that changed; returns their paths. */
export function writeIslandRegistry(root?: string): string[];
