/**
 * The title and the description a search engine shows of a page: a title
 * that leads with what a searcher types and stays within about 60 characters (never over 65),
 * the agency's name after it when it fits; a description of 120–160 characters.
 */

/** What a title aims at; the agency's name is added only when the title stays within it. */
export const TITLE_AIM = 60;
/** What a title never exceeds. */
export const TITLE_MAX = 65;
export const DESCRIPTION_MIN = 120;
export const DESCRIPTION_MAX = 160;

/**
 * `text` cut at a word boundary to at most `max` characters, with '…' when cut.
 * @example clip('Een rustig gelegen woning met tuin', 20) // 'Een rustig gelegen…'
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/u, '')}…`;
}

/** `text` cut after its last ', ' within `max` that keeps more than a name past `from`, ending with a full stop; else cut at a word. */
function clipAtComma(text: string, max: number, from: number): string {
  const comma = text.lastIndexOf(', ', max - 1);
  return comma > from + 25 ? `${text.slice(0, comma)}.` : clip(text, max);
}

/** One piece of a title after its lead, with its own separator (', 3 slaapkamers', ' – ref. 12'). */
export interface TitlePart {
  text: string;
  /** Lower goes first when the title is too long: the highest ranks are dropped first. */
  rank: number;
  /** Never dropped (what tells the page apart from the site's others). */
  keep?: boolean;
}

/**
 * A title: the first lead that fits with the parts that must stay within TITLE_AIM, then as
 * many other parts (by rank) as keep it within TITLE_MAX, shown in the order given; the lead is cut only when
 * nothing else helps. Then ' | agency' when the whole stays within TITLE_AIM.
 * @example fitTitle(['Rijwoning te koop in Gent'], [{ text: ' – ref. 12', rank: 0, keep: true }], 'Immo') // 'Rijwoning te koop in Gent – ref. 12 | Immo'
 */
export function fitTitle(leads: readonly string[], parts: readonly TitlePart[], agency: string): string {
  const given = parts.filter((part) => part.text);
  const kept = given.filter((part) => part.keep);
  const length = (list: readonly TitlePart[]) => list.reduce((sum, part) => sum + part.text.length, 0);
  const lead = leads.find((candidate) => candidate.length + length(kept) <= TITLE_AIM) ?? leads[leads.length - 1] ?? '';
  let shown = [...given];
  const byRank = [...given].filter((part) => !part.keep).sort((a, b) => b.rank - a.rank);
  for (const part of byRank) {
    if (lead.length + length(shown) <= TITLE_MAX) break;
    shown = shown.filter((other) => other !== part);
  }
  const tail = shown.map((part) => part.text).join('');
  const title = lead.length + tail.length <= TITLE_MAX ? lead + tail : clip(lead, Math.max(TITLE_MAX - tail.length, 10)) + tail;
  const named = agency && !title.includes(agency) ? `${title} | ${agency}` : title;
  return named.length <= TITLE_AIM ? named : clip(title, TITLE_MAX);
}

/**
 * A description of 120–160 characters where the texts allow it: the sentences in order while
 * they fit; a sentence that does not fit is cut to fill up to the maximum only while the text
 * is still short of the minimum. `fill` sentences come after while it is short: whole ones
 * first, then, if it is still short, the first other one cut after one of its commas.
 */
export function fitDescription(sentences: readonly string[], fill: readonly string[] = []): string {
  let text = '';
  const add = (sentence: string, cut: 'word' | 'comma' | null) => {
    const clean = sentence.replace(/\s+/g, ' ').trim();
    if (!clean) return false;
    const next = text ? `${text} ${clean}` : clean;
    if (next.length <= DESCRIPTION_MAX) text = next;
    else if (cut === 'word' && text.length < DESCRIPTION_MIN) text = clip(next, DESCRIPTION_MAX);
    else if (cut === 'comma' && text.length < DESCRIPTION_MIN) text = clipAtComma(next, DESCRIPTION_MAX, text.length);
    else return false;
    return true;
  };
  for (const sentence of sentences) add(sentence, 'word');
  const left = [...fill];
  for (const sentence of fill) if (text.length < DESCRIPTION_MIN && add(sentence, null)) left.splice(left.indexOf(sentence), 1);
  for (const sentence of left) if (text.length < DESCRIPTION_MIN) add(sentence, 'comma');
  return text;
}

/**
 * The first sentence of a text (a description from the CRM), without its markup and runs of
 * white space, ending with its full stop; the whole text when it has no sentence end.
 * @example firstSentence('Ruime woning. Met tuin.') // 'Ruime woning.'
 */
export function firstSentence(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const end = /[.!?](?=\s+[\p{Lu}\d"“‘'(])/u.exec(plain);
  const sentence = end ? plain.slice(0, end.index + 1) : plain;
  return sentence && !/[.!?…]$/.test(sentence) ? `${sentence}.` : sentence;
}
