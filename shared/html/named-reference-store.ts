/*
 * The named character references the sanitiser decodes (sanitize.ts), kept apart from it so that
 * what installs them (the site's words, the unit tests' setup) does not load the xss package.
 */

/**
 * The named character references decoded by the sanitiser (named-references.ts, about 1.7 KiB gzipped): the
 * site reads them from its words file (worker/site/middleware/words.ts), what cleans rich text
 * (rich-text.ts: the console, the platform, the editor's script) from the table itself. Until they
 * are installed nothing is sanitised: sanitizeHtml throws rather than read a reference otherwise.
 */
export interface NamedReferences {
  /** By name (without `;`), their characters: NAMED_REFERENCES. */
  named: Readonly<Record<string, string>>;
  /** The legacy names, separated by spaces: LEGACY_REFERENCES. */
  legacy: string;
}

export let NAMED: ReadonlyMap<string, string> | undefined;
export let LEGACY: ReadonlySet<string> = new Set();

/** Makes these the references the sanitiser decodes, once per isolate (before anything is sanitised). */
export function installNamedReferences(named: NamedReferences['named'], legacy: string): void {
  NAMED = new Map(Object.entries(named));
  LEGACY = new Set(legacy.split(' '));
}
