import type { BuyerPoolCount } from '../../../shared/contract/buyer-pool';
import type { Locale } from '../../../shared/i18n/locales';
import { t } from '../kit/i18n';

/** A listing's buyer pool on its screen, one line: the number from 5, else only "fewer than 5"; nothing when it could not be read. */
export function BuyerPoolLine({ locale, pool }: { locale: Locale; pool: BuyerPoolCount | null | undefined }) {
  if (!pool) return null;
  return (
    <p className="buyer-pool">
      {'count' in pool ? t(locale, 'estates.buyerPool', { count: pool.count }) : t(locale, 'estates.buyerPoolFew', { floor: pool.fewerThan })}
    </p>
  );
}
