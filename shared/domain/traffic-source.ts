import type { SourceClass } from '../contract/stats';

/**
 * Where a visit came from, in the classes the agency's statistics show: a portal
 * (Immoweb, Zimmo, Realo…), a search engine, a social network, a campaign of its own (UTM
 * parameters naming none of those), another site, or nothing at all (direct: typed, a
 * bookmark, an app that sends no referrer). Campaign parameters win over the referrer: a
 * portal's link tagged `utm_source=immoweb` is Immoweb whatever page it went through.
 */
export interface TrafficSource {
  class: SourceClass;
  /** Who: a known name (`immoweb`, `google`, `facebook`), a campaign's source, another site's host; '' for direct. */
  name: string;
}

/**
 * Known sources: the name, its class, and the registrable names it answers to, as a host's
 * label before its public suffix (`immoweb` in www.immoweb.be) or as a campaign's source; whole
 * hosts too short to be a label (t.co), and short names only a campaign uses (`fb`).
 */
const KNOWN: readonly { name: string; class: SourceClass; labels: readonly string[]; hosts?: readonly string[]; aliases?: readonly string[] }[] = [
  { name: 'immoweb', class: 'portal', labels: ['immoweb'] },
  { name: 'zimmo', class: 'portal', labels: ['zimmo'] },
  { name: 'realo', class: 'portal', labels: ['realo'] },
  { name: 'logic-immo', class: 'portal', labels: ['logic-immo', 'logicimmo'] },
  { name: 'immovlan', class: 'portal', labels: ['immovlan'] },
  { name: 'immoscoop', class: 'portal', labels: ['immoscoop'] },
  { name: 'biddit', class: 'portal', labels: ['biddit'] },
  { name: 'notaris', class: 'portal', labels: ['immo.notaris', 'notaris', 'immo.notaire', 'notaire'] },
  { name: '2dehands', class: 'portal', labels: ['2dehands', '2ememain'] },
  { name: 'google', class: 'search', labels: ['google'] },
  { name: 'bing', class: 'search', labels: ['bing'] },
  { name: 'duckduckgo', class: 'search', labels: ['duckduckgo'] },
  { name: 'yahoo', class: 'search', labels: ['yahoo'] },
  { name: 'ecosia', class: 'search', labels: ['ecosia'] },
  { name: 'qwant', class: 'search', labels: ['qwant'] },
  { name: 'startpage', class: 'search', labels: ['startpage'] },
  { name: 'brave', class: 'search', labels: ['search.brave'] },
  { name: 'yandex', class: 'search', labels: ['yandex'] },
  { name: 'baidu', class: 'search', labels: ['baidu'] },
  { name: 'facebook', class: 'social', labels: ['facebook'], hosts: ['fb.com', 'fb.me'], aliases: ['fb'] },
  { name: 'instagram', class: 'social', labels: ['instagram'], aliases: ['ig'] },
  { name: 'linkedin', class: 'social', labels: ['linkedin'], hosts: ['lnkd.in'] },
  { name: 'x', class: 'social', labels: ['twitter'], hosts: ['t.co', 'x.com'], aliases: ['x'] },
  { name: 'pinterest', class: 'social', labels: ['pinterest'] },
  { name: 'youtube', class: 'social', labels: ['youtube'], hosts: ['youtu.be'] },
  { name: 'tiktok', class: 'social', labels: ['tiktok'] },
  { name: 'whatsapp', class: 'social', labels: ['whatsapp'], hosts: ['wa.me'] },
  { name: 'reddit', class: 'social', labels: ['reddit'] },
  { name: 'threads', class: 'social', labels: ['threads'] },
];

/** A host in lower case without `www.`, `m.`, `l.` or `lm.` in front (Facebook's and others' link shims). */
const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^(?:www\d?|m|l|lm)\./, '');

/** The known source of a host: its whole name listed, or a listed label followed by one or two suffix labels (immoweb.be, google.co.uk). */
function knownHost(host: string) {
  const bare = bareHost(host);
  return KNOWN.find(
    (known) =>
      known.hosts?.includes(bare) ||
      known.labels.some((label) => bare === label || new RegExp(`(?:^|\\.)${label.replace('.', '\\.')}(?:\\.[a-z0-9-]+){1,2}$`).test(bare)),
  );
}

/** The known source a campaign names (`immoweb`, `Immoweb.be`, `fb`), else undefined. */
function knownName(source: string) {
  const name = source.trim().toLowerCase();
  return (
    KNOWN.find((known) => known.name === name || known.labels.includes(name) || known.aliases?.includes(name)) ??
    (name.includes('.') ? knownHost(name) : undefined)
  );
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).hostname || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The class and name of a visit's source, from the origin of the page that linked to it and
 * the campaign parameters of its first page.
 * @example classifySource({ utm: { source: 'immoweb' } }) // { class: 'portal', name: 'immoweb' }
 * @example classifySource({ referrer: 'https://www.google.be' }) // { class: 'search', name: 'google' }
 * @example classifySource({ utm: { source: 'spring-mailing', medium: 'email' } }) // { class: 'campaign', name: 'spring-mailing' }
 * @example classifySource({ utm: { source: 'assistant', medium: 'ChatGPT' } }) // { class: 'assistant', name: 'chatgpt' }
 */
export function classifySource({
  referrer,
  utm,
}: {
  referrer?: string | undefined;
  utm?: { source?: string | undefined; medium?: string | undefined } | undefined;
}): TrafficSource {
  const source = utm?.source?.trim();
  // A request through the agency's MCP server (worker/platform/site-api/assistant-requests.ts): the assistant's name is its medium.
  if (source?.toLowerCase() === 'assistant') return { class: 'assistant', name: (utm?.medium ?? '').trim().toLowerCase().replaceAll(':', ' ').slice(0, 100) };
  if (source) {
    const known = knownName(source);
    if (known) return { class: known.class, name: known.name };
    return { class: /social/i.test(utm?.medium ?? '') ? 'social' : 'campaign', name: source.toLowerCase().slice(0, 100) };
  }
  const host = referrer ? hostOf(referrer) : undefined;
  if (!host) return { class: 'direct', name: '' };
  const known = knownHost(host);
  return known ? { class: known.class, name: known.name } : { class: 'other', name: bareHost(host) };
}
