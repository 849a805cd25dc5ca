import { use } from 'react';
import { ColumnHeads } from '../../../shared/components/column-heads';
import { usePage } from '../../../shared/components/page-context';
import { EstateCardView } from '../../../shared/components/estate-card';
import { energyLabelText } from '../../../shared/domain/energy';
import { builtAreaLabelKey, type EstateCard } from '../../../shared/domain/estate-card';
import { floorsOf } from '../../../shared/domain/project';
import { formatArea, formatNumber } from '../../../shared/format';
import type { Estate } from '../../../shared/types/estate';
import type { DetailWords, ProjectUnit } from './estate-detail-types';
import { SafeHtml } from '../../../shared/components/localized-html';
import { Paragraphs } from '../../../shared/components/paragraphs';
import { compareWords } from '../render/section-labels';

// The detail page's blocks that stand alone (estate-detail-page.tsx).

export function KeyFacts({ estate }: { estate: Estate }) {
  const { t } = usePage();
  const facts = [
    estate.bedrooms ? { key: 'bedrooms', label: t('card.bedrooms'), value: formatNumber(estate.bedrooms) } : null,
    estate.bathrooms ? { key: 'bathrooms', label: t('detail.bathrooms'), value: formatNumber(estate.bathrooms) } : null,
    estate.dimensions.areaBuild ? { key: 'build', label: t(builtAreaLabelKey(estate.headTypeId)), value: formatArea(estate.dimensions.areaBuild) } : null,
    estate.dimensions.areaGround ? { key: 'ground', label: t('card.areaGround'), value: formatArea(estate.dimensions.areaGround) } : null,
    estate.energy.energyLabel ? { key: 'epc', label: t('detail.epcLabel'), value: energyLabelText(estate.energy.energyLabel) } : null,
  ].filter((fact) => fact !== null);
  if (facts.length === 0) return null;
  return (
    <dl className="key-facts">
      {facts.map((fact) => (
        <div key={fact.key} className={`key-facts__item key-facts__item--${fact.key}`}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A tag in a text: the description is HTML (a console listing's rich text, or a CRM's markup), else plain text. */
const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>/i;

/** The listing's description; `lang` when its words are not the page's language. */
export function Description({ text, lang }: { text: string; lang?: string | undefined }) {
  if (!text) return null;
  // HTML goes through the site's sanitiser, as the legal mentions' (render/estate-notices.tsx).
  if (LOOKS_LIKE_HTML.test(text)) return <SafeHtml className="estate-detail__description prose" html={text} lang={lang} />;
  return <Paragraphs className="estate-detail__description prose" text={text} lang={lang} />;
}

/**
 * Under a text the platform translated: from which language, and the original one click away (a
 * link, so without JavaScript too, never followed by crawlers); under the original, the way back.
 */
export function TranslatedNote({ words, path }: { words: DetailWords; path: string }) {
  const { t } = usePage();
  if (!words.from) return null;
  return (
    <p className="estate-detail__translated">
      {`${t(`detail.${words.original ? 'originalIn' : 'translatedFrom'}_${words.from}`)} · `}
      <a href={words.original ? path : `${path}?original=1`} rel="nofollow">
        {t(words.original ? 'detail.showTranslation' : 'detail.showOriginal')}
      </a>
    </p>
  );
}

export function ProjectFloors({ units }: { units: ProjectUnit[] }) {
  const { t } = usePage();
  if (units.length === 0) return null;
  return (
    <section className="project-floors" aria-labelledby="project-units-title">
      <h2 id="project-units-title">{t('detail.units')}</h2>
      {floorsOf(units).map(({ floor, units: onFloor }) => {
        // The column says what its units share: living area for flats alone, the plain area on a floor with garages.
        const keys = new Set(onFloor.map((unit) => unit.areaKey));
        return (
          <div key={floor ?? 'none'} className="project-floor">
            <h3>
              {floor === null
                ? t('detail.floorOther')
                : floor === 0
                  ? t('detail.floorGround')
                  : floor < 0
                    ? t('detail.floorBasement')
                    : t('detail.floorUpper', { n: floor })}
            </h3>
            <div className="table-scroll">
              <table className="project-floor__units">
                <ColumnHeads
                  labels={[t('detail.unit'), t('card.bedrooms'), t(keys.size > 1 ? 'card.areaGarage' : [...keys][0]!), t('detail.status'), t('detail.price')]}
                />
                <tbody>
                  {onFloor.map((unit) => (
                    <tr key={unit.id} data-unit={unit.id}>
                      <th scope="row">
                        <a href={unit.href}>
                          {unit.entityNumber ? `${unit.entityNumber} – ` : ''}
                          {unit.subType}
                        </a>
                      </th>
                      <td data-label={t('card.bedrooms')}>{unit.bedrooms ?? '-'}</td>
                      <td data-label={t(unit.areaKey)}>{unit.area ? formatArea(unit.area) : '-'}</td>
                      <td data-label={t('detail.status')}>{unit.status}</td>
                      <td data-label={t('detail.price')} className="project-floor__price">
                        {unit.card.price}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        );
      })}
    </section>
  );
}

export function SimilarEstates({ similar }: { similar: Promise<EstateCard[]> }) {
  const { t, locale } = usePage();
  const cards = use(similar);
  if (cards.length === 0) return null;
  return (
    <section className="section container similar-estates" aria-labelledby="similar-title">
      <h2 id="similar-title">{t('detail.similar')}</h2>
      <ul className="card-grid">
        {cards.map((card) => (
          <li key={card.id}>
            <EstateCardView card={card} labels={{ noPhoto: t('card.noPhoto') }} compare={compareWords(t, locale)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
