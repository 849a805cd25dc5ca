/** The estates a listing page shows (its cards' ids, each once, in order). */
export const idsOnPage = (body: string): number[] => [...new Set([...body.matchAll(/data-estate-id="(\d+)"/g)].map((match) => Number(match[1])))];

/** A fact's value in a detail page's tabs (their island's props, HTML-escaped JSON), by its field's key. */
export function factOn(body: string, key: string): string | undefined {
  const row = new RegExp(
    `&quot;key&quot;:&quot;${key.replace('.', '\\.')}&quot;,&quot;label&quot;:&quot;[^&]*&quot;,&quot;value&quot;:&quot;((?:(?!&quot;).)*)&quot;`,
  ).exec(body);
  return row?.[1]?.replace(/\u00a0/g, ' ');
}
