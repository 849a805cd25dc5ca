import { brusselsTime } from '../../../shared/format/brussels-time';
import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import { CONSOLE_SOURCE, DEMO_SOURCE, type ConsoleEstate, type ConsoleEstates, type ConsoleEstateView } from '../../../shared/contract/console-listings';
import { STATUS_CODES } from '../../../shared/contract/enums';
import { AD_FACT_WORDS } from '../../../shared/domain/ad-rules/words';
import type { AdFact, AdSourceId } from '../../../shared/domain/ad-rules/rules';
import type { RefusedAdFinding } from '../../../shared/contract/console-api/answers/common';
import { LawSources } from './ad-law';
import { t } from '../kit/i18n';
import { Shell } from '../kit/render';
import { ChoiceSelect, choicesOf, Field } from '../kit/fields';
import { kindName } from '../kit/names';
import { CRM_KINDS } from '../../../shared/contract/console-crm';
import type { BuyerPoolCount } from '../../../shared/contract/buyer-pool';
import { BuyerPoolLine } from './buyer-pool-line';
import { Table } from '../kit/scroll-table';
import { EmptyOr } from '../kit/lists';

/*
 * The site's listings in the console (docs/console-listings.md): a table of every listing
 * (cards on a narrow screen) with its source, status, price, picture and what its ad lacks,
 * filtered by a GET form; one listing of a CRM or the ingest API read-only with its findings.
 */

/** A source as people name it: a CRM by its name (the CRM screen's words), or the name an integrator gave. */
export function sourceName(locale: Locale, source: string): string {
  if (source === CONSOLE_SOURCE) return 'Console';
  if (source === DEMO_SOURCE) return 'Demo';
  return CRM_KINDS.some((kind) => source === kind || source.startsWith(`${kind}-`)) ? kindName(locale, source) : source;
}

const euros = (locale: Locale, price: number) =>
  new Intl.NumberFormat(`${locale}-BE`, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(price);

function priceOf(locale: Locale, estate: ConsoleEstate): string {
  if (estate.priceHidden) return t(locale, 'estates.onRequest');
  return estate.price === null ? '—' : euros(locale, estate.price);
}

const nameOf = (locale: Locale, estate: { id: number; reference: string | null; title: string | null }) =>
  [estate.reference, estate.title].filter(Boolean).join(' · ') || t(locale, 'estates.untitled');

/** A number in the user's language (a range's ends). */
const number = (locale: Locale, value: number) => new Intl.NumberFormat(`${locale}-BE`, { maximumFractionDigits: 0 }).format(value);

/** A fact in plain words (its name when the console has none for it). */
const factWords = (locale: Locale, fact: AdFact): string => AD_FACT_WORDS[fact]?.[locale] ?? fact;

/**
 * The facts an ad lacks, in plain words; with the guard's findings (a refusal), each with what is
 * wrong with its value and the legal text that asks for it, linked to its source.
 */
export function MissingFacts({
  locale,
  missing,
  findings,
  link,
  unit,
}: {
  locale: Locale;
  missing: readonly AdFact[];
  findings?: readonly RefusedAdFinding[] | undefined;
  link?: (fact: AdFact, problem?: string) => string;
  unit?: (fact: AdFact) => number | null;
}) {
  // A project's unit that lacks the fact is named ("Unit 2: …").
  const words = (fact: AdFact) =>
    typeof unit?.(fact) === 'number'
      ? t(locale, 'estateUnits.fieldOf', { n: String(unit(fact)! + 1), field: factWords(locale, fact) })
      : factWords(locale, fact);
  return (
    <ul>
      {missing.map((fact) => {
        const finding = findings?.find((one) => one.fact === fact);
        return (
          <li key={fact}>
            {link ? <a href={link(fact, finding?.problem)}>{words(fact)}</a> : words(fact)}
            {finding?.problem && `: ${t(locale, `estates.adProblem.${finding.problem}`)}`}
            {finding?.range && ` (${t(locale, 'estates.adRange', { low: number(locale, finding.range[0]), high: number(locale, finding.range[1]) })})`}
            {finding && (
              <>
                {' — '}
                <LawSources locale={locale} sources={[finding.source as AdSourceId]} />
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export interface EstateFilterValues {
  status: string;
  source: string;
  q: string;
  attention: boolean;
}

/** A listing's status in the console's words, "· Onder optie" after it when under option. */
const statusOf = (locale: Locale, estate: Pick<ConsoleEstate, 'status' | 'underOption'>) =>
  t(locale, `estates.status.${estate.status}`) + (estate.underOption ? ` · ${t(locale, 'estates.o.option')}` : '');

/** The listings found: each with where it comes from, its status, price and picture, and what the law still asks of its ad. */
function EstateTable({ locale, base, estates }: { locale: Locale; base: string; estates: readonly ConsoleEstate[] }) {
  return (
    <Table
      className="estates"
      head={(['colListing', 'colSource', 'colStatus', 'colPrice', 'colPicture', 'colLegal'] as const).map((column) => t(locale, `estates.${column}`))}
    >
      {estates.map((estate) => (
        <tr key={estate.id}>
          <th scope="row">
            <a href={`${base}/${estate.id}`}>{nameOf(locale, estate)}</a>
            {estate.city && <span className="hint"> · {estate.city}</span>}
          </th>
          <td data-label={t(locale, 'estates.colSource')}>{sourceName(locale, estate.source)}</td>
          <td data-label={t(locale, 'estates.colStatus')}>{statusOf(locale, estate)}</td>
          <td data-label={t(locale, 'estates.colPrice')}>{priceOf(locale, estate)}</td>
          <td data-label={t(locale, 'estates.colPicture')}>{estate.picture ? `${t(locale, 'estates.colPicture')} ✓` : t(locale, 'estates.noPhoto')}</td>
          <td data-label={t(locale, 'estates.colLegal')}>
            {estate.missing.length === 0 ? t(locale, 'estates.complete') : t(locale, 'estates.missingCount', { count: String(estate.missing.length) })}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The list: filters, the drafts not yet published, the listings (newest first). */
export function EstatesPage({
  locale,
  session,
  data,
  filters,
}: {
  locale: Locale;
  session: ConsoleSession;
  data: ConsoleEstates;
  filters: EstateFilterValues;
}) {
  const path = `/sites/${data.site.id}/estates`;
  const base = `/${locale}${path}`;
  return (
    <Shell locale={locale} title={t(locale, 'estates.title', { site: data.site.name })} path={path} session={session}>
      <p className="hint">{t(locale, 'estates.intro')}</p>
      <p>
        <a className="button" href={`${base}/new`}>
          {t(locale, 'estates.add')}
        </a>
      </p>
      <form method="get" action={base} className="filters" role="search">
        <Field id="estates-q" label={t(locale, 'estates.search')}>
          {(described) => <input type="search" id="estates-q" name="q" defaultValue={filters.q} maxLength={100} {...described} />}
        </Field>
        <ChoiceSelect
          id="estates-status"
          name="status"
          label={t(locale, 'estates.statusFilter')}
          value={filters.status}
          choices={choicesOf(STATUS_CODES, (status) => t(locale, `estates.status.${status}`), t(locale, 'estates.any'))}
        />
        <ChoiceSelect
          id="estates-source"
          name="source"
          label={t(locale, 'estates.sourceFilter')}
          value={filters.source}
          choices={choicesOf([...new Set([CONSOLE_SOURCE, ...data.sources])], (source) => sourceName(locale, source), t(locale, 'estates.any'))}
        />
        <div className="field">
          <input type="checkbox" id="estates-attention" name="attention" value="1" defaultChecked={filters.attention} />{' '}
          <label htmlFor="estates-attention">{t(locale, 'estates.attention')}</label>
        </div>
        <button type="submit">{t(locale, 'estates.find')}</button>
      </form>
      {data.drafts.length > 0 && (
        <>
          <h2>{t(locale, 'estates.drafts')}</h2>
          <ul>
            {data.drafts.map((draft) => (
              <li key={draft.id}>
                <a href={`${base}/drafts/${draft.id}`}>{nameOf(locale, draft)}</a>{' '}
                <span className="hint">{t(locale, 'estates.draftBy', { by: draft.updatedBy, at: brusselsTime(draft.updatedAt) })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <EmptyOr heading={t(locale, 'estates.results')} items={data.estates} none={t(locale, 'estates.none')}>
        {(estates) => (
          <>
            {data.total > estates.length && <p className="hint">{t(locale, 'estates.shown', { shown: String(estates.length), total: String(data.total) })}</p>}
            <EstateTable locale={locale} base={base} estates={estates} />
          </>
        )}
      </EmptyOr>
    </Shell>
  );
}

/** A listing another source owns: what the site shows of it, who to change it in, and what its ad lacks. */
export function EstateViewPage({
  locale,
  session,
  data,
  pool,
}: {
  locale: Locale;
  session: ConsoleSession;
  data: ConsoleEstateView;
  pool: BuyerPoolCount | null;
}) {
  const { estate, site } = data;
  const source = sourceName(locale, estate.source);
  return (
    <Shell locale={locale} title={nameOf(locale, estate)} path={`/sites/${site.id}/estates/${estate.id}`} session={session}>
      <p>
        <a href={`/${locale}/sites/${site.id}/estates`}>{t(locale, 'estates.back')}</a>
      </p>
      <p className="notice">{estate.source === DEMO_SOURCE ? t(locale, 'estates.demoReadOnly') : t(locale, 'estates.readOnly', { source })}</p>
      <dl className="routes">
        <div>
          <dt>{t(locale, 'estates.colSource')}</dt>
          <dd>{source}</dd>
        </div>
        <div>
          <dt>{t(locale, 'estates.colStatus')}</dt>
          <dd>{statusOf(locale, estate)}</dd>
        </div>
        <div>
          <dt>{t(locale, 'estates.colPrice')}</dt>
          <dd>{priceOf(locale, estate)}</dd>
        </div>
      </dl>
      <BuyerPoolLine locale={locale} pool={pool} />
      <h2>{t(locale, 'estates.missingTitle')}</h2>
      {estate.missing.length === 0 ? <p>{t(locale, 'estates.nothingMissing')}</p> : <MissingFacts locale={locale} missing={estate.missing} />}
    </Shell>
  );
}
