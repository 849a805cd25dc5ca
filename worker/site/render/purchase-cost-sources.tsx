import { rateCites } from '../../../shared/domain/purchase-cost-cite-store';
import { PURCHASE_COSTS } from '../../../shared/domain/purchase-costs';
import { formatPrice } from '../../../shared/format';
import { formatNumber } from '../../../shared/format/number';
import type { Translate } from '../../../shared/i18n';
import { Source } from './cost-of-owning-sources';

/*
 * Where each figure of the purchase costs comes from, under the calculator as the cost of owning
 * shows its own (cost-of-owning-sources.tsx): the figure, the year it applies from, and each
 * public text it is read from, linked, with its date. Rendered by the server alone, from the
 * texts the site's words file carries (shared/domain/purchase-cost-cite-store.ts): no byte of
 * it in the browser's code.
 */

/** The figure at a path of PURCHASE_COSTS (`registration.FLANDERS.other.rate`). */
const figureAt = (path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], PURCHASE_COSTS);

/** A figure in words: a share as a percentage, an amount in euros; a scale has none (its words name it). */
function figureWords(value: unknown): string {
  if (typeof value !== 'number') return '';
  return value < 1 ? `${formatNumber(value * 100, 3)} %` : formatPrice(value);
}

/** The sources of every figure the calculator uses, in the page's language; nothing before the words file installed them. */
export function PurchaseCostSources({ t }: { t: Translate }) {
  const figures = Object.entries(rateCites());
  if (figures.length === 0) return null;
  return (
    <details className="cost-of-owning__sources purchase-costs__sources">
      <summary>{t('costs.sources')}</summary>
      <ul>
        {figures.map(([path, row]) => {
          const what = t(`costs.src.${path.replaceAll('.', '_')}`, { value: figureWords(figureAt(path)) });
          const text = row.confirmed ? what : `${what}. ${t('costs.srcUnconfirmed')}`;
          // A figure no public text gave (the best-known one) says the year it applies from without a list of texts.
          return row.cites.length > 0 ? (
            <Source key={path} name={path} text={text} row={row} t={t} />
          ) : (
            <Source key={path} name={path} text={`${text} ${t('owning.fromYear', { year: row.since.slice(0, 4) })}`} t={t} />
          );
        })}
      </ul>
    </details>
  );
}
