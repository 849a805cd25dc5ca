/*
 * What is sent to a provider: a listing's text as plain words. A description may be HTML (a
 * console listing's rich text, a CRM's markup); a model that translates sentences mangles tags, and
 * a tag carried through would reach the page from a provider's output. So the text goes as
 * paragraphs, and the translation is shown as plain paragraphs (docs/translations.md).
 */

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A text without its markup: block ends and line breaks become breaks, the common character references their characters. */
export function plainText(text: string): string {
  if (!/<\/?[a-z][^>]*>|&#?\w+;/i.test(text)) return text.trim();
  return text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(?:p|div|li|h[1-6]|ul|ol|blockquote|tr)>/gi, '\n\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    })
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * A text cut for a model that takes a few hundred words at a time: its paragraphs, each cut at a
 * sentence's end where it is longer than `size` characters (a sentence longer than that alone is
 * one part). `after`: what followed the part (its paragraph break, a space), kept between the translations.
 */
export function chunksOf(text: string, size: number): { part: string; after: string }[] {
  const parts: { part: string; after: string }[] = [];
  const paragraphs = text.split(/(\n+)/);
  for (let at = 0; at < paragraphs.length; at += 2) {
    const paragraph = paragraphs[at]!;
    const breakAfter = paragraphs[at + 1] ?? '';
    if (paragraph.trim() === '') {
      if (parts.length > 0) parts[parts.length - 1]!.after += breakAfter;
      continue;
    }
    const sentences = paragraph.match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)\s*|[^\s]+\s*/g) ?? [paragraph];
    let current = '';
    for (const sentence of sentences) {
      if (current !== '' && current.length + sentence.length > size) {
        parts.push({ part: current.trim(), after: ' ' });
        current = '';
      }
      current += sentence;
    }
    parts.push({ part: current.trim(), after: breakAfter });
  }
  return parts;
}
