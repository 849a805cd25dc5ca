import manifest from './client-manifest.generated.json';

export interface ClientManifest {
  /** The island entry module, e.g. /assets/entry-3F2A.js */
  entry: string;
  /** Chunks the entry imports statically (React), preloaded with it. */
  entryImports: string[];
  css: string;
  /** Each island's own chunk and the chunks it imports statically, entry's excluded. */
  islands: Record<string, string[]>;
}

/** Written by build.mjs; hashed file names change with every build of the client. */
export const CLIENT_MANIFEST: ClientManifest = manifest;
