import type { Context } from 'hono';
import { usePage } from '../../../shared/components/page-context';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import { formatDate } from '../../../shared/format/date';
import { formatPrice } from '../../../shared/format/measures';
import { SELLER_REPORT_PATH, SELLER_REPORT_TOKEN, type SellerReport, type SellerReportGone } from '../../../shared/contract/seller-report';
import type allWords from '../../../locales/seller-report.json';
import type { AppEnv } from '../env';
import { clientAddress, countRequest, type RateLimit } from '../forms/rate-limit';
import { CLIENT_MANIFEST } from '../render/manifest';
import { UpstreamError } from '../upstream/client';
import { NotFoundMessage, renderNotFound } from './not-found';
import { siteRequest } from '../upstream/site-api';

/*
 * GET /_report/{token} (docs/statistics.md "Seller reports"): a listing's report for
 * its seller, on the agency's own hostname and in its look, in the language the link was made
 * in. The platform finds the link on the site this hostname resolved to (another agency's
 * hostname finds none), says when a link was revoked or expired or the listing is gone (410, in
 * the link's language, with whom to ask), and computes every number. Never kept (no page cache, no response cache, `private,
 * no-store`), noindex, not counted by the statistics, no agency tags, no script; openings per
 * client address are limited.
 */

/** Openings per client address: a seller opens it a few times; a client trying token after token is stopped. */
export const SELLER_REPORT_RATE_LIMIT: RateLimit = { limit: 20, windowSeconds: 600 };

type Words = (typeof allWords)['nl'] & { weekOne?: string; aloneOne?: string };

let wordsRead: Promise<Record<Locale, Words>> | undefined;
/**
 * The report's words in `locale` (locales/seller-report.json): a static file of the build the
 * worker reads through its ASSETS binding, once per isolate, so they take no room in its bundle.
 */
async function wordsIn(c: Context<AppEnv>, locale: Locale): Promise<Words> {
  wordsRead ??= c.env.ASSETS!.fetch(new URL(CLIENT_MANIFEST.sellerReportWords, c.req.url)).then((answer) => {
    if (!answer.ok) throw new Error(`the seller report's words answered ${answer.status}`);
    return answer.json<Record<Locale, Words>>();
  });
  try {
    return (await wordsRead)[locale];
  } catch (error) {
    wordsRead = undefined;
    throw error;
  }
}
const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
const number = (locale: Locale, value: number) => new Intl.NumberFormat(`${locale}-BE`, { maximumFractionDigits: 1 }).format(value);
/** 0 house, 1 apartment, 2 anything else: the nouns' index (shared/domain/property-types.ts HEAD_TYPES). */
const nounOf = (headTypeId: number) => (headTypeId === 1 ? 0 : headTypeId === 2 ? 1 : 2);

/** Columns of the chart at least, so a report of a few weeks is not drawn with giant bars. */
const MIN_COLUMNS = 12;

/** Views per week as bars, the similar listings' median as a mark across each, a price change as ◆ above: a picture of the table beside it. */
function WeekChart({ report }: { report: SellerReport }) {
  const { weeks } = report;
  const max = Math.max(1, ...weeks.map((week) => Math.max(week.views, week.similar ?? 0)));
  const y = (value: number) => 60 - (52 * value) / max;
  return (
    <svg
      className="sr-chart"
      viewBox={`0 0 ${Math.max(weeks.length, MIN_COLUMNS) * 10} 62`}
      preserveAspectRatio="xMinYMax meet"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="sr-axis" x="0" y="60" width={Math.max(weeks.length, MIN_COLUMNS) * 10} height="0.6" />
      {weeks.map((week, index) => (
        <g key={week.week}>
          <rect className="sr-bar" x={index * 10 + 1.5} y={y(week.views)} width="7" height={60 - y(week.views)} />
          {week.similar !== null && <rect className="sr-median" x={index * 10 + 0.5} y={y(week.similar) - 0.8} width="9" height="1.6" />}
          {week.price && (
            <polygon className="sr-price" points={`${index * 10 + 5},0.5 ${index * 10 + 7.5},3.5 ${index * 10 + 5},6.5 ${index * 10 + 2.5},3.5`} />
          )}
        </g>
      ))}
    </svg>
  );
}

function ReportBody({ report, words }: { report: SellerReport; words: Words }) {
  const { site, locale } = usePage();
  const noun = nounOf(report.listing.headTypeId);
  const last = report.weeks.at(-1)!;
  const compared = last.similar !== null;
  const key = `${compared ? 'week' : 'alone'}${last.views === 1 && words.weekOne ? 'One' : ''}` as 'week';
  const params = {
    your: words.your[noun]!,
    similar: words.similar[noun]!,
    count: number(locale, last.views),
    median: compared ? number(locale, last.similar!) : '',
    agency: site.name,
    n: report.similarCount,
  };
  const totals = (['views', 'favorites', 'contacts', 'viewings'] as const).map((name) => [name, report.totals[name]] as const);
  const facts = [fill(words.since, { day: formatDate(report.listing.published) }), report.listing.city, formatPrice(report.listing.price)];
  return (
    <article className="container sr">
      <link rel="stylesheet" href={CLIENT_MANIFEST.sellerReportCss} precedence="default" />
      <p className="sr-brand">
        {site.logo ? <img src={site.logo} alt="" width="40" height="40" /> : null}
        <span>{site.name}</span>
      </p>
      <h1>{fill(words.title, { listing: [report.listing.reference, report.listing.title].filter(Boolean).join(' · ') })}</h1>
      <p>{fill(words.lead, params)}</p>
      <p className="sr-facts">{facts.filter(Boolean).join(' · ')}</p>
      <p className="sr-headline">{fill(words[key], params)}</p>
      <h2>{words.totals}</h2>
      <ul className="sr-totals">
        {totals.map(([name, value]) => (
          <li key={name}>
            <strong>{number(locale, value)}</strong> {words[name]}
          </li>
        ))}
      </ul>
      <p className="sr-pool">
        {'count' in report.buyerPool
          ? fill(words.pool, { pool: number(locale, report.buyerPool.count), agency: site.name })
          : fill(words.poolFew, { pool: report.buyerPool.fewerThan, agency: site.name })}
      </p>
      <h2 id="sr-weeks">{words.perWeek}</h2>
      <div className="sr-weeks">
        <div className="sr-figure">
          <WeekChart report={report} />
          <p className="sr-legend" aria-hidden="true">
            <span className="sr-key sr-key--bar">{words.mine}</span> <span className="sr-key sr-key--median">{words.median}</span>{' '}
            <span className="sr-key">◆ {words.price}</span>
          </p>
        </div>
        <div className="sr-table" role="region" aria-labelledby="sr-weeks" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">{words.weekOf}</th>
                <th scope="col">{words.mine}</th>
                <th scope="col">{words.median}</th>
                <th scope="col">{words.price}</th>
              </tr>
            </thead>
            <tbody>
              {report.weeks.map((week) => (
                <tr key={week.week}>
                  <th scope="row">{formatDate(week.week)}</th>
                  <td>{number(locale, week.views)}</td>
                  <td>{week.similar === null ? '–' : number(locale, week.similar)}</td>
                  <td>{week.price ? `◆ ${formatPrice(week.price.from)} → ${formatPrice(week.price.to)}` : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <p className="sr-note">{report.similarCount > 0 ? fill(words.rule, params) : words.none}</p>
      <p className="sr-note">
        {fill(words.made, { day: formatDate(report.today) })} {[site.name, site.contact.email, site.contact.phone].filter(Boolean).join(' · ')}
      </p>
    </article>
  );
}

export async function sellerReportPage(c: Context<AppEnv>): Promise<Response> {
  const site = c.get('site');
  // Nothing of the agency's own tags here (no analytics counted for a report).
  c.set('site', { ...site, tags: null });
  c.set('locale', site.defaultLocale);
  const wait = await countRequest(c.env.RATE_LIMITER, 'seller-report', clientAddress(c.req.raw), SELLER_REPORT_RATE_LIMIT).catch(() => 0);
  const token = c.req.param('token') ?? '';
  let answer: SellerReport | { gone: SellerReportGone } | undefined;
  if (wait > 0) return c.text('Too many requests', 429, { 'Retry-After': String(wait), 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
  if (SELLER_REPORT_TOKEN.test(token)) {
    try {
      answer = await c
        .get('upstream')
        .client.request(siteRequest('POST /sites/:siteId/seller-report', { siteId: site.id }, { siteId: site.id, body: { token }, relayed: [404, 410] }));
    } catch (error) {
      if (!(error instanceof UpstreamError && (error.status === 404 || error.status === 410))) throw error;
      if (error.status === 410) answer = { gone: error.body as SellerReportGone };
    }
  }
  let response: Response;
  if (!answer) response = await renderNotFound(c);
  else {
    const locale = 'gone' in answer ? answer.gone.locale : answer.locale;
    const words = await wordsIn(c, locale);
    c.set('locale', locale);
    const path = `${SELLER_REPORT_PATH}${token}`;
    // A link revoked or expired, or a listing gone: said in the link's language, with whom to ask and how to reach them.
    const closed = 'gone' in answer ? answer.gone.closed : undefined;
    const gone = {
      title: words[closed ?? 'gone'],
      text: fill(words[closed ? 'closedText' : 'goneText'], { agency: [site.name, site.contact.email, site.contact.phone].filter(Boolean).join(' · ') }),
    };
    const meta = {
      title: `${'gone' in answer ? gone.title : fill(words.title, { listing: answer.listing.reference ?? '' })} | ${site.name}`,
      description: '',
      alternates: Object.fromEntries(LOCALES.map((lang) => [lang, path])) as Record<Locale, string>,
      noindex: true,
    };
    const empty = (name: string) => ({ name, items: [] });
    if ('gone' in answer) c.status(410);
    response = await c.render('gone' in answer ? <NotFoundMessage {...gone} /> : <ReportBody report={answer} words={words} />, {
      meta,
      chrome: { bare: true, mainNavigation: empty('main'), footerNavigation: async () => empty('footer') },
    });
  }
  // The renderer's `private, no-cache` would let the browser keep it: a report is kept nowhere.
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Robots-Tag', 'noindex');
  return response;
}
