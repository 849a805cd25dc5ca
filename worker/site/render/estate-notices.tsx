import { usePage } from '../../../shared/components/page-context';
import { SafeHtml } from '../../../shared/components/localized-html';
import { Paragraphs } from '../../../shared/components/paragraphs';
import { upcomingOpenHouses } from '../../../shared/domain/open-houses';
import { localizedValue } from '../../../shared/i18n';
import { buildPath } from '../../../shared/routes';
import type { Estate } from '../../../shared/types/estate';
import { adFactsOf, adLine, type AdEstate } from '../../../shared/domain/ad-rules';
import { AdLine } from './ad-line';

/** Text that holds markup is the agency's HTML (sanitised); anything else is plain text. */
const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>/i;

/**
 * What the CRM adds to an estate's detail page: its open houses still to come, at
 * Brussels time in the page's language, each with an .ics for the visitor's calendar, and the
 * legal mentions: the line the law of its region asks every ad to show (ad-line.tsx), then
 * the text the agency must publish with the listing (sanitised like every text the agency
 * gives).
 */
export function EstateNotices({ estate }: { estate: Pick<Estate, 'id' | 'openHomes' | 'legalMentions'> & AdEstate }) {
  const { locale, t } = usePage();
  const openHouses = upcomingOpenHouses(estate.openHomes, locale);
  const mentions = localizedValue(estate.legalMentions, locale).trim();
  const line = adLine(adFactsOf(estate), new Date().toISOString());
  return (
    <>
      {openHouses.length > 0 ? (
        <section className="estate-detail__open-houses" aria-labelledby="open-houses-title">
          <h2 id="open-houses-title">{t('notices.openHouses')}</h2>
          <ul>
            {openHouses.map((open) => (
              <li key={open.key} data-open-house={open.key}>
                <time dateTime={open.start}>{open.label}</time>{' '}
                <a
                  href={buildPath('openHouseCalendar', { estateId: estate.id, openHouse: open.key }, locale)}
                  download
                  aria-label={t('notices.addToCalendarLabel', { when: open.label })}
                >
                  {t('notices.addToCalendar')}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {line.length > 0 || mentions ? (
        <section className="estate-detail__legal-mentions" aria-labelledby="legal-mentions-title">
          <h2 id="legal-mentions-title">{t('notices.legalMentions')}</h2>
          {line.length > 0 ? <AdLine line={line} /> : null}
          {!mentions ? null : LOOKS_LIKE_HTML.test(mentions) ? (
            <SafeHtml className="prose" html={mentions} />
          ) : (
            <Paragraphs className="prose" text={mentions} />
          )}
        </section>
      ) : null}
    </>
  );
}
