import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The schema.org vocabulary as schema-dts (Google's typings of the current schema.org release)
 * describes it: for every type, the properties schema.org defines on it or on a type it
 * inherits from. Read from the package's declarations in Node (global setups), then handed to
 * the tests that check the site's JSON-LD.
 * @example schemaOrgProperties().RealEstateListing.includes('datePosted') // true
 */
export function schemaOrgProperties(): Record<string, string[]> {
  const file = createRequire(import.meta.url).resolve('schema-dts/dist/schema.d.ts');
  const source = readFileSync(file, 'utf8');
  const own = new Map<string, string[]>();
  const parents = new Map<string, string[]>();
  const leafOf = new Map<string, string>();
  for (const match of source.matchAll(/^(?:export )?interface (\w+)(?: extends ([^{]+))? \{\n([\s\S]*?)^\}/gm)) {
    const [, name, extended = '', body = ''] = match;
    own.set(
      name!,
      [...body.matchAll(/^ {4}"([\w@]+)"\??:/gm)].map((m) => m[1]!),
    );
    parents.set(
      name!,
      extended
        .split(',')
        .map((parent) => parent.trim().replace(/^Partial<(\w+)>$/, '$1'))
        .filter(Boolean),
    );
    const type = /^ {4}"@type": "(\w+)";/m.exec(body)?.[1];
    if (type) leafOf.set(type, name!);
  }
  const all = (name: string, seen = new Set<string>()): string[] => {
    if (seen.has(name)) return [];
    seen.add(name);
    return [...(own.get(name) ?? []), ...(parents.get(name) ?? []).flatMap((parent) => all(parent, seen))];
  };
  return Object.fromEntries([...leafOf].map(([type, leaf]) => [type, [...new Set(all(leaf))].filter((p) => !p.startsWith('@'))]));
}
