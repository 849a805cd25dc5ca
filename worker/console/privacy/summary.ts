import type { ConsolePerson } from '../../../shared/contract/console-privacy';
import { slugify } from '../../../shared/domain/slug';
import { brusselsTime } from '../../../shared/format/brussels-time';
import { t } from '../kit/i18n';
import { recipientsLine, recordKind } from './person';

/*
 * A person's data as the agency hands it over (GDPR arts. 15 and 20): the records as the
 * platform keeps them, machine-readable (JSON), and a summary a person reads, in the agency's
 * language (its site's default), each record with its every stored field.
 */

/** A stored value as one line of text (an object or list as JSON). */
const shown = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The machine-readable export: the records whole, with where else the leads went and when it was made. */
export function personJson(person: ConsolePerson, query: string, now: Date): string {
  const { site, by, records, recipients } = person;
  return `${JSON.stringify({ agency: site.name, about: query, by, madeAt: now.toISOString(), records, receivedAlsoBy: recipients }, null, 2)}\n`;
}

/** The readable summary in the agency's language: a heading, then each record's kind, date and fields, then where else its leads went. */
export function personText(person: ConsolePerson, query: string, now: Date): string {
  const language = person.language;
  const lines = [t(language, 'privacy.summaryTitle', { site: person.site.name, query }), t(language, 'privacy.summaryMade', { date: brusselsTime(now) }), ''];
  if (person.records.length === 0) lines.push(t(language, 'privacy.summaryNone'));
  for (const record of person.records) {
    lines.push(`${brusselsTime(record.at)} · ${recordKind(language, record)}`);
    for (const [field, value] of Object.entries(record.data))
      if (value !== null && value !== undefined && value !== '') lines.push(`  ${field}: ${shown(value)}`);
    if (record.keptUntil) lines.push(`  ${t(language, 'privacy.keptUntil', { date: record.keptUntil })}`);
    lines.push('');
  }
  const elsewhere = recipientsLine(language, person, true);
  if (elsewhere) lines.push(t(language, 'privacy.summaryElsewhere', { list: elsewhere }));
  return `${lines.join('\r\n').trimEnd()}\r\n`;
}

/** The download's name: privacy-<agency>-<date>.json or .txt, the agency's name in plain letters. */
export function exportName(siteName: string, now: Date, extension: 'json' | 'txt'): string {
  return `privacy-${slugify(siteName).slice(0, 60) || 'site'}-${brusselsTime(now).slice(0, 10)}.${extension}`;
}
