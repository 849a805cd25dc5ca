import type { RentalCard } from '../domain/rental-card';
import { CardMedia } from './estate-card';
import { type CountText, countText } from '../i18n/plural';

export interface RentalCardLabels {
  noPhoto: string;
  /** 'max. {{count}} personen' */
  guestsCount: CountText;
  /** '{{count}} slaapk.' */
  bedroomsCount: string;
  residence: string;
  /** Shown when no free period matches the search. */
  noPeriod: string;
}

/** A holiday unit's card: used by the server and by the rental search island. */
export function RentalCardView({ card, labels }: { card: RentalCard; labels: RentalCardLabels }) {
  return (
    <article className="estate-card rental-card" data-rental-id={card.id}>
      <CardMedia image={card.image} noPhoto={labels.noPhoto} />
      <div className="estate-card__body">
        <h3 className="estate-card__title">
          <a className="estate-card__link" href={card.href}>
            {card.title}
          </a>
        </h3>
        <p className="estate-card__price rental-card__price">
          {card.from ? (
            <>
              {card.from.price} <span className="rental-card__period">/ {card.from.periodType}</span>
            </>
          ) : (
            labels.noPeriod
          )}
        </p>
        <ul className="estate-card__facts rental-card__facts">
          {card.residence ? (
            <li className="rental-card__residence">
              <span className="visually-hidden">{labels.residence}: </span>
              {card.residence}
            </li>
          ) : null}
          {card.guests ? <li className="rental-card__guests">{countText(labels.guestsCount, card.guests)}</li> : null}
          {card.bedrooms ? <li className="rental-card__bedrooms">{labels.bedroomsCount.replace('{{count}}', String(card.bedrooms))}</li> : null}
        </ul>
      </div>
    </article>
  );
}
