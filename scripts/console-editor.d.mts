/** The console editor's bundle: its code, hashed file name, gzipped size and the inputs it holds. */
export interface ConsoleEditorBundle {
  file: string;
  code: string;
  gzipBytes: number;
  inputs: string[];
}
/** Where the generated module of the console's static files' addresses is written, from the repository's root. */
export const STATIC_FILES_JSON: string;
/** Bundles client/console/rich-text-editor.ts for the browser. */
export function buildConsoleEditor(root?: string): Promise<ConsoleEditorBundle>;
/** Writes the editor and the console's words into dist/assets, their addresses into the generated module; answers the editor's bundle. */
export function writeConsoleEditor(root?: string): Promise<ConsoleEditorBundle>;
