import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AD_RULES } from '../../../shared/domain/ad-rules';
import { AD_SOURCE_NAMES } from '../../../shared/domain/ad-rules/source-names';

// docs/legal-ad-rules.md "The rows, as the guard holds them" is tested against the rows of
// shared/domain/ad-rules/rules.ts: a row added, removed or changed without the doc fails here.

/** The rows as the doc's table lists them: one line per region, source, days and transactions, its facts together; "ended" the day a rule no longer applies. */
function rowsTable(): string {
  const lines: string[] = [];
  let last = '';
  for (const rule of AD_RULES) {
    // Rows under another condition (a named one: `building`, `addressHidden`) are lines of their own.
    const key = [rule.region, rule.source.id, rule.since, rule.until ?? '', rule.transactions.join(', '), rule.when ? rule.when.name || 'when' : ''].join('|');
    const days = rule.until ? `${rule.since}, ended ${rule.until}` : rule.since;
    const source = `[${AD_SOURCE_NAMES[rule.source.id].en}](${rule.source.url})`;
    if (key === last) {
      lines[lines.length - 1] = lines
        .at(-1)!
        .replace(/^\| (\w+) \| ([^|]+) \|/, (_all, region: string, facts: string) => `| ${region} | ${facts.trim()}, ${rule.fact} |`);
      continue;
    }
    last = key;
    lines.push(`| ${rule.region} | ${rule.fact} | ${rule.transactions.join(', ')} | ${days} | ${source} |`);
  }
  return ['| region | facts | transactions | from | source |', '| --- | --- | --- | --- | --- |', ...lines].join('\n');
}

describe('docs/legal-ad-rules.md', () => {
  it('lists every row of the guard with its facts, transactions, day and source (rules.ts), none more', () => {
    const doc = readFileSync(new URL('../../../docs/legal-ad-rules.md', import.meta.url), 'utf8');
    const block = /<!-- rows -->\n([\s\S]*?)\n<!-- \/rows -->/.exec(doc)?.[1];
    expect(block, 'the table between <!-- rows --> and <!-- /rows --> (paste the expected one)').toBe(rowsTable());
  });
});
