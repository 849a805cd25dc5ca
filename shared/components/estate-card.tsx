import type { ReactNode } from 'react';
import type { EstateCard as Card } from '../domain/estate-card';
import type { ImageSource } from '../domain/images';
import { CompareToggle, type CompareWords } from './compare-toggle';
import { FloodSymbol } from './flood-symbol';
import { NewsBadges } from './estate-news';

export interface EstateCardLabels {
  noPhoto: string;
}

/** A bed, so the bedroom count reads as one without words (its label is the fact's hidden text). */
const BED_ICON = (
  <svg className="estate-card__fact-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path d="M3 6v13h2v-3h14v3h2v-7a3 3 0 0 0-3-3h-7v5H5V6zm4 1.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4z" fill="currentColor" />
  </svg>
);

function Facts({ card }: { card: Card }) {
  if (card.facts.length === 0) return null;
  return (
    <ul className="estate-card__facts">
      {card.facts.map((fact) => (
        <li key={fact.kind} className={`estate-card__fact estate-card__fact--${fact.kind}`}>
          <span className="visually-hidden">{fact.label}: </span>
          {fact.kind === 'bedrooms' ? BED_ICON : null}
          {fact.value}
        </li>
      ))}
    </ul>
  );
}

/**
 * The badges over the bottom of a card's picture: the EPC label in its colour. Over
 * the picture, so a card is as high with them as without. Kept apart from the other parts of
 * the card so more badges can join the row.
 */
export function CardBadges({ card }: { card: Card }) {
  if (!card.epc && !card.news && !card.openHouse && !card.flood) return null;
  return (
    <div className="estate-card__badges">
      <NewsBadges news={card.news} className="estate-card__news" />
      {card.openHouse ? <span className="news-badge estate-card__open-house">{card.openHouse}</span> : null}
      {card.epc ? (
        <span className={`estate-card__epc estate-card__epc--${card.epc.tone ?? 'none'}`}>
          <span className="visually-hidden">{card.epc.label}</span>
          <span aria-hidden="true">
            <span className="estate-card__epc-name">{card.epc.name}</span> {card.epc.text}
          </span>
        </span>
      ) : null}
      {card.flood ? (
        <span className="estate-card__flood">
          <FloodSymbol label={card.flood.label} />
        </span>
      ) : null}
    </div>
  );
}

/**
 * A card's picture (decorative: the title names it), or the placeholder that says there is none;
 * `children` sit on top. Lazy, but for a list's first card (`eager`): its picture is the page's
 * largest content, so it loads first, at high priority.
 */
export function CardMedia({ image, noPhoto, eager, children }: { image: ImageSource | null; noPhoto: string; eager?: boolean; children?: ReactNode }) {
  return (
    <div className="estate-card__media">
      {image ? (
        <img {...image} alt="" loading={eager ? undefined : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding="async" />
      ) : (
        <div className="estate-card__placeholder">
          <span>{noPhoto}</span>
        </div>
      )}
      {children}
    </div>
  );
}

/**
 * A property card: image or the 'no photo' placeholder, label, title, price,
 * facts; a link only when the site allows it. Used by the server and by the list island.
 */
export function EstateCardView({
  card,
  labels,
  headingLevel = 3,
  favorite,
  compare,
  eager,
}: {
  card: Card;
  labels: EstateCardLabels;
  headingLevel?: 2 | 3;
  /** The favorite heart, over the image (an island or the list island's own button). */
  favorite?: ReactNode;
  /** The compare toggle's words; without them, no toggle. */
  compare?: CompareWords;
  /** The list's first card: its picture loads first (CardMedia). */
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const style = card.label?.kind === 'sticker' ? { backgroundColor: card.label.color ?? undefined, color: card.label.textColor ?? undefined } : undefined;
  const title = card.href ? (
    <a className="estate-card__link" href={card.href}>
      {card.title}
    </a>
  ) : (
    card.title
  );
  return (
    <article className="estate-card" data-estate-id={card.id}>
      <CardMedia image={card.image} noPhoto={labels.noPhoto} eager={eager}>
        {card.label ? (
          <span className={`estate-card__label estate-card__label--${card.label.kind}`} style={style}>
            {card.label.text}
          </span>
        ) : null}
        {favorite ? <div className="estate-card__favorite">{favorite}</div> : null}
        <CardBadges card={card} />
      </CardMedia>
      <div className="estate-card__body">
        <Heading className="estate-card__title">{title}</Heading>
        <p className="estate-card__price">{card.price}</p>
        <Facts card={card} />
        {card.agent ? (
          <p className="estate-card__agent">
            {card.agent.photo ? <img {...card.agent.photo} alt="" loading="lazy" /> : null}
            {card.agent.name}
          </p>
        ) : null}
        {compare ? <CompareToggle estateId={card.id} words={compare} /> : null}
      </div>
    </article>
  );
}
