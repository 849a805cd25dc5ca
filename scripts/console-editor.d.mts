/** The console editor's bundle: its code, hashed file name, gzipped size and the inputs it holds. */
export interface ConsoleEditorBundle {
  file: string;
  code: string;
  gzipBytes: number;
  inputs: string[];
}
/** Where the generated module is written, from the repository's root. */
export const EDITOR_SCRIPT_JSON: string;
/** Bundles client/console/rich-text-editor.ts for the browser. */
export function buildConsoleEditor(root?: string): Promise<ConsoleEditorBundle>;
/** Writes the generated module if its text changed; answers the bundle. */
export function writeConsoleEditor(root?: string): Promise<ConsoleEditorBundle>;
