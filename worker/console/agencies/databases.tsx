import type { Locale } from '../../../shared/i18n/locales';
import type { DatabaseFills } from '../../../shared/contract/console-agencies';
import { t } from '../i18n';

const bytes = (locale: Locale, value: number) =>
  new Intl.NumberFormat(`${locale}-BE`, { style: 'unit', unit: value >= 1e9 ? 'gigabyte' : 'megabyte', maximumFractionDigits: 1 }).format(
    value >= 1e9 ? value / 1e9 : value / 1e6,
  );
const percent = (locale: Locale, share: number) => new Intl.NumberFormat(`${locale}-BE`, { style: 'percent', maximumFractionDigits: 2 }).format(share);

/** How full each of the platform's D1 databases is (the operators' agencies screen); null: the platform could not say. */
export function DatabaseFillSection({ locale, report }: { locale: Locale; report: DatabaseFills | null }) {
  return (
    <section aria-labelledby="databases">
      <h2 id="databases">{t(locale, 'databases.title')}</h2>
      {!report ? (
        <p>{t(locale, 'databases.unavailable')}</p>
      ) : (
        <>
          <p>{t(locale, 'databases.intro', { fullAt: bytes(locale, report.fullAt) })}</p>
          <table className="stats-table">
            <thead>
              <tr>
                <th scope="col">{t(locale, 'databases.database')}</th>
                <th scope="col" className="number">
                  {t(locale, 'databases.size')}
                </th>
                <th scope="col" className="number">
                  {t(locale, 'databases.fill')}
                </th>
                <th scope="col" className="number">
                  {t(locale, 'databases.sites')}
                </th>
                <th scope="col">{t(locale, 'databases.state')}</th>
              </tr>
            </thead>
            <tbody>
              {report.databases.map((database) => (
                <tr key={database.binding}>
                  <th scope="row">{database.binding}</th>
                  <td className="number">{bytes(locale, database.bytes)}</td>
                  <td className="number">{percent(locale, database.fill)}</td>
                  <td className="number">{database.sites}</td>
                  <td>{t(locale, database.full ? 'databases.full' : database.placing ? 'databases.placing' : 'databases.notPlacing')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
