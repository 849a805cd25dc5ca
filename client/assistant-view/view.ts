/*
 * The MCP App view of listings (docs/assistants.md "Listings as cards"), shown by a host such as
 * ChatGPT or Claude in a sandboxed frame beside search_listings' and get_listing's answers. It
 * speaks the MCP Apps protocol (ui/initialize, the tool's result, tools/call, ui/open-link) over
 * postMessage itself, in a few lines, rather than with the extension's App class, which brings
 * the SDK's client and zod (about 130 KB gzipped). A viewing is asked through request_viewing,
 * the same double opt-in as any assistant's request: the person is mailed a link to confirm.
 */

type Words = Record<
  | 'listings'
  | 'viewListing'
  | 'requestViewing'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'message'
  | 'send'
  | 'cancel'
  | 'bedrooms'
  | 'empty'
  | 'sending'
  | 'intro'
  | 'failed',
  string
>;

interface Listing {
  id: number;
  title: string;
  url: string;
  price: string;
  place: string;
  bedrooms: number | null;
  livingAreaM2: number | null;
  epcLabel: string | null;
  picture: string | null;
  /** A flood score worse than C: the symbol the site's card shows, its words and the scores. */
  flood?: { symbol: string; text: string; scores: { label: string; value: string }[] } | null;
  language?: string;
}

interface ToolResult {
  content?: { type: string; text?: string }[];
  structuredContent?: { language?: string; listings?: Listing[] } & Partial<Listing>;
  isError?: boolean;
}

const WORDS = JSON.parse(document.getElementById('words')!.textContent!) as Record<string, Words>;
let words = WORDS.en!;
let language = 'en';
let nextId = 1;
const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();

const send = (message: Record<string, unknown>) => window.parent.postMessage({ jsonrpc: '2.0', ...message }, '*');

/** A request to the host, answered by its JSON-RPC response. */
function request<T>(method: string, params: unknown): Promise<T> {
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
    send({ id, method, params });
  });
}

/** An element with its attributes and children. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

const field = (id: number, name: string, label: string, type = 'text', required = true) =>
  el(
    'label',
    {},
    label,
    el(name === 'message' ? 'textarea' : 'input', {
      name,
      id: `${name}-${id}`,
      ...(name === 'message'
        ? { rows: '2' }
        : { type, autocomplete: { firstName: 'given-name', lastName: 'family-name', email: 'email', phone: 'tel' }[name] ?? 'off' }),
      ...(required ? { required: '' } : {}),
    }),
  );

/** The viewing request's form of one listing: sent as request_viewing through the host. */
function viewingForm(listing: Listing, opener: HTMLButtonElement): HTMLFormElement {
  const status = el('p', { class: 'status', tabindex: '-1', role: 'status' });
  const cancel = el('button', { type: 'button', class: 'secondary' }, words.cancel);
  const form = el(
    'form',
    { id: `form-${listing.id}`, hidden: '', 'aria-label': `${words.requestViewing}: ${listing.title}` },
    el('p', { class: 'facts' }, words.intro),
    field(listing.id, 'firstName', words.firstName),
    field(listing.id, 'lastName', words.lastName),
    field(listing.id, 'email', words.email, 'email'),
    field(listing.id, 'phone', words.phone, 'tel'),
    field(listing.id, 'message', words.message, 'text', false),
    el('p', { class: 'actions' }, el('button', { type: 'submit' }, words.send), cancel),
    status,
  );
  const close = () => {
    form.hidden = true;
    opener.setAttribute('aria-expanded', 'false');
    opener.focus();
  };
  cancel.addEventListener('click', close);
  form.addEventListener('keydown', (event) => event.key === 'Escape' && close());
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value).trim()]).filter(([, value]) => value));
    status.className = 'status';
    status.textContent = words.sending;
    let answer: ToolResult | null = null;
    try {
      answer = await request<ToolResult>('tools/call', { name: 'request_viewing', arguments: { id: listing.id, ...data, language } });
    } catch {
      answer = null;
    }
    status.textContent = answer?.content?.find((part) => part.type === 'text')?.text ?? words.failed;
    status.className = !answer || answer.isError ? 'status error' : 'status';
    status.focus();
  });
  return form;
}

/** One listing as a card: its picture, price, place, EPC label, flood warning, its page, a viewing request. */
function card(listing: Listing): HTMLElement {
  const facts = [listing.place, listing.bedrooms ? `${listing.bedrooms} ${words.bedrooms}` : '', listing.livingAreaM2 ? `${listing.livingAreaM2} m²` : ''];
  const link = el('a', { href: listing.url, target: '_blank', rel: 'noopener' }, words.viewListing);
  // The host opens the page (a sandboxed frame may not navigate); the link itself where it cannot.
  link.addEventListener('click', (event) => {
    event.preventDefault();
    request<{ isError?: boolean }>('ui/open-link', { url: listing.url }).then(
      (result) => result?.isError && window.open(listing.url, '_blank', 'noopener'),
      () => window.open(listing.url, '_blank', 'noopener'),
    );
  });
  const opener = el('button', { type: 'button', 'aria-expanded': 'false', 'aria-controls': `form-${listing.id}` }, words.requestViewing);
  const form = viewingForm(listing, opener);
  opener.addEventListener('click', () => {
    form.hidden = false;
    opener.setAttribute('aria-expanded', 'true');
    form.querySelector('input')!.focus();
  });
  const epc = listing.epcLabel ? el('span', { class: `epc epc-${listing.epcLabel.toLowerCase().replace('+', 'p')}` }, `EPC ${listing.epcLabel}`) : '';
  // As on the site's card and in every ad: the symbol's words, and the scores with the symbol beside those worse than C.
  const flood = listing.flood
    ? el('p', { class: 'flood' }, `${listing.flood.text}: ${listing.flood.scores.map((score) => `${score.label} ${score.value}`).join(', ')}`)
    : '';
  return el(
    'article',
    { class: 'card', 'aria-labelledby': `title-${listing.id}` },
    listing.picture ? el('img', { src: listing.picture, alt: listing.title, loading: 'lazy' }) : '',
    el(
      'div',
      { class: 'body' },
      el('h2', { id: `title-${listing.id}` }, listing.title),
      el('p', { class: 'price' }, listing.price),
      el('p', { class: 'facts' }, facts.filter(Boolean).join(' · ')),
      epc,
      flood,
      el('p', { class: 'actions' }, link, opener),
      form,
    ),
  );
}

/** Draws a tool's result: search_listings' page of listings, or get_listing's one. */
function render(result: ToolResult): void {
  const structured = result.structuredContent ?? {};
  language = structured.language && WORDS[structured.language] ? structured.language : language;
  words = WORDS[language]!;
  document.documentElement.lang = language;
  document.title = words.listings;
  document.getElementById('heading')!.textContent = words.listings;
  const listings = structured.listings ?? (structured.id ? [structured as Listing] : []);
  const list = document.getElementById('listings')!;
  list.replaceChildren(...(listings.length ? listings.map(card) : [el('p', {}, words.empty)]));
}

window.addEventListener('message', (event) => {
  if (event.source !== window.parent) return;
  const message = event.data as { jsonrpc?: string; id?: number; method?: string; params?: unknown; result?: unknown; error?: { message: string } };
  if (message?.jsonrpc !== '2.0') return;
  if (message.method === undefined && message.id !== undefined) {
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) waiting?.reject(new Error(message.error.message));
    else waiting?.resolve(message.result);
  } else if (message.method === 'ui/notifications/tool-result') render(message.params as ToolResult);
  else if (message.method === 'ui/resource-teardown') send({ id: message.id, result: {} });
  else if (message.id !== undefined) send({ id: message.id, error: { code: -32601, message: `Method not found: ${message.method}` } });
});

// The host's locale until a result names the answer's language.
request<{ hostContext?: { locale?: string } }>('ui/initialize', {
  appInfo: { name: 'listing-cards', version: '1.0.0' },
  appCapabilities: {},
  protocolVersion: '2026-01-26',
}).then((result) => {
  const hostLanguage = result?.hostContext?.locale?.slice(0, 2);
  if (hostLanguage && WORDS[hostLanguage]) language = hostLanguage;
  send({ method: 'ui/notifications/initialized', params: {} });
});
new ResizeObserver(() => send({ method: 'ui/notifications/size-changed', params: { height: document.documentElement.scrollHeight } })).observe(document.body);
