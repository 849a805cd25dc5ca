import type { Locale } from '../../../shared/i18n/locales';
import type { DatabaseFills } from '../../../shared/contract/console-agencies';
import { t } from '../kit/i18n';
import { Table } from '../kit/scroll-table';

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
          <Table
            className="stats-table"
            head={(['database', 'size', 'fill', 'sites', 'state'] as const).map((column) => t(locale, `databases.${column}`))}
            numeric={(index) => index > 0 && index < 4}
          >
            {report.databases.map((database) => (
              <tr key={database.binding}>
                <th scope="row">{database.binding}</th>
                <td className="number">{bytes(locale, database.bytes)}</td>
                <td className="number">{percent(locale, database.fill)}</td>
                <td className="number">{database.sites}</td>
                <td>{t(locale, database.full ? 'databases.full' : database.placing ? 'databases.placing' : 'databases.notPlacing')}</td>
              </tr>
            ))}
          </Table>
        </>
      )}
    </section>
  );
}
