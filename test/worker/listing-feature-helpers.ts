/** The estates a listing page shows (its cards' ids, each once, in order). */
export const idsOnPage = (body: string): number[] => [...new Set([...body.matchAll(/data-estate-id="(\d+)"/g)].map((match) => Number(match[1])))];

/** A fact's value in a detail page's tabs (their island's props, HTML-escaped JSON), by its field's key. */
export function factOn(body: string, key: string): string | undefined {
  const row = new RegExp(
    `&quot;key&quot;:&quot;${key.replace('.', '\\.')}&quot;,&quot;label&quot;:&quot;[^&]*&quot;,&quot;value&quot;:&quot;((?:(?!&quot;).)*)&quot;`,
  ).exec(body);
  return row?.[1]?.replace(/\u00a0/g, ' ');
}

/** How many listings a listing page says it found (its list island's props). */
export const totalOnPage = (body: string): number => Number(/&quot;total&quot;:(\d+)/.exec(body)?.[1] ?? Number.NaN);

/** A fact's value as a number of euros ("€ 1.250", "€ 95 / maand"), or 0 when the page shows none. */
export const euros = (text: string | undefined): number => Number((text ?? '').replace(/[^\d]/g, '') || 0);
