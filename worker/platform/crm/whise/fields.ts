import { numberAsSent, readFlag } from '../schema-parts';
import { WHISE_DETAIL, type WhiseDetail, type WhiseEstate } from './schema';
import { languageOf, WHISE_GROUND_DESTINATION } from './tables';
import { RecentDestination } from '../../../../locales/enums.json';

/*
 * A Whise estate's fields as the mapping (mapping.ts) reads them: its details by id, its urban
 * destination, its texts per language and its title.
 */

type Language = 'nl' | 'fr' | 'en' | 'de';
type Texts = Partial<Record<Language, string>>;

export const detailOf = (estate: WhiseEstate, id: number): WhiseDetail | undefined => estate.details?.find((detail) => detail.id === id);

export const detailNumber = (estate: WhiseEstate, id: number) => numberAsSent(detailOf(estate, id)?.value);

export const detailFlag = (estate: WhiseEstate, id: number) => readFlag(detailOf(estate, id)?.value) ?? null;

export const detailText = (estate: WhiseEstate, id: number) => {
  const value = detailOf(estate, id)?.value;
  return value === null || value === undefined || value === '' ? null : String(value).trim();
};

export const detailEnum = (estate: WhiseEstate, id: number) => detailOf(estate, id)?.enum?.id;

/** Letters only, lower case, accents off: how two labels of a destination are compared. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();

/**
 * The urban destination (detail 1736) by its `enum.id`, or, sent without one, by its value: an
 * id as text, or the label in any of the four languages (locales/enums.json RecentDestination);
 * a label we do not know is kept as the text it is (the site shows it as written).
 */
export function destinationOf(estate: WhiseEstate): string | null {
  const detail = detailOf(estate, WHISE_DETAIL.urbanDestination);
  const byId = WHISE_GROUND_DESTINATION[detail?.enum?.id ?? -1];
  if (byId) return byId;
  const text = typeof detail?.value === 'string' || typeof detail?.value === 'number' ? String(detail.value).trim() : '';
  if (!text) return null;
  if (/^\d+$/.test(text)) return WHISE_GROUND_DESTINATION[Number(text)] ?? null;
  const wanted = folded(text);
  const known = Object.entries(RecentDestination as Record<string, Record<string, string>>).find(
    ([code, labels]) => folded(code) === wanted || Object.values(labels).some((label) => folded(label) === wanted),
  );
  return known?.[0] ?? text.slice(0, 60);
}

/** Text without tags, entities read, spaces folded: for titles. */
function plain(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (entities[name.toLowerCase()] ?? whole),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** `[{ languageId: 'fr-BE', content }]` as text per language (the first of each language wins). */
export function textsOf(entries: WhiseEstate['description'], read: (text: string) => string = (text) => text.trim()): Texts {
  const texts: Texts = {};
  for (const entry of entries ?? []) {
    const language = languageOf(entry.languageId);
    const content = entry.content ? read(entry.content) : '';
    if (language && content && texts[language] === undefined) texts[language] = content;
  }
  return texts;
}

/** At most `max` characters, cut at a word. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/** The title per language: the SMS text, else the short description's text, else the estate's name. */
export function titleOf(estate: WhiseEstate): Texts {
  const title: Texts = { ...textsOf(estate.shortDescription, (text) => clip(plain(text), 120)), ...textsOf(estate.sms, plain) };
  if (Object.keys(title).length > 0 || !estate.name) return title;
  return { nl: estate.name, fr: estate.name, en: estate.name, de: estate.name };
}
