import files from '../static-files.generated.json';

/*
 * A browser script of the console's, the rich-text editor (its source is
 * client/console/rich-text-editor.ts). scripts/console-editor.mjs writes it into the static
 * assets (dist/assets, [assets] of wrangler.console.toml and wrangler.toml) under a name that
 * carries its hash, so they serve it before the worker runs, with a year's cache, and it takes
 * no room in the console's bundle. The console's CSP allows scripts of its own origin only
 * ('self', no inline script).
 */

/** Where the editor is served: a new build is a new address. */
export const EDITOR_SCRIPT_PATH = files.editor;

/** The page editor's script (client/console/page-editor.ts): its sections' languages as tabs, focus on the section acted on. */
export const PAGE_EDITOR_SCRIPT_PATH = files.pageEditor;

/** The listing form's pictures script (client/console/listing-media.ts): reorder by drag and keys, checks and progress of the uploads. */
export const LISTING_MEDIA_SCRIPT_PATH = files.listingMedia;
