import type { Context } from 'hono';
import { addressLine } from '../../../shared/domain/address';
import { factRows, type FieldRow } from '../../../shared/domain/field-rows';
import { type EstateCard, estateCard } from '../../../shared/domain/estate-card';
import { estatePath } from '../../../shared/domain/estate-links';
import { imageSource, type ImageSource } from '../../../shared/domain/images';
import { localizedValue, translate } from '../../../shared/i18n';
import { alternatePaths } from '../../../shared/routes';
import type { Estate } from '../../../shared/types/estate';
import type { Site } from '../../../shared/types/site';
import type { AppEnv } from '../env';
import { adFactsOf, adLine } from '../../../shared/domain/ad-rules';
import { adMentionText } from '../render/ad-line';
import { FloodSymbol } from '../../../shared/components/flood-symbol';
import { type QrPath, qrPath, qrSvg } from '../formats/qr-code';
import { getVisibleEstate } from '../upstream/estates';
import { orNull } from '../upstream/upstream-error';
import { requestContext } from '../request-context';
import type { RoutedHandler } from './screen';
import { NotFoundError, type RequestContext } from '../request-context';

/*
 * A listing's window card: one A4 landscape page for the agency's shop window, with
 * the photo, price, key facts, EPC label and a QR code to the listing's page
 * (`?utm_source=window`, so the visits it brings count as a campaign), and that QR code alone as
 * an SVG. Both are kept pages (middleware/page-cache.ts): Cloudflare's cache keeps them while
 * the listing's answer stays fresh, and a change of the listing (its cache generations) retires
 * them. noindex: a copy of the listing's page is not for search engines.
 */

/** The key facts a window card prints, besides the price and the EPC label. */
const WINDOW_CARD_FACTS = ['layout.living_area', 'layout.ground_area', 'layout.bedrooms', 'layout.bathrooms', 'certification.epc_value'];

/** The listing of the address, or null when it is gone, hidden or another agency's. */
const visibleEstate = (ctx: RequestContext): Promise<Estate | null> => orNull(getVisibleEstate(ctx.api, Number(ctx.params.estateId)));

/** The address the QR code opens: the listing's page in the card's language, marked as coming from the window. */
const windowUrl = (ctx: RequestContext, estate: Estate) => `${ctx.origin}${estatePath(estate, ctx.locale)}?utm_source=window`;

interface WindowCardProps {
  site: Site;
  card: EstateCard;
  address: string;
  photo: ImageSource | null;
  facts: FieldRow[];
  /**
   * The legal line the region asks every ad to show (a window card is an ad): "label: value", in
   * the card's language, a flood score worse than C with the flood symbol.
   */
  legal: { text: string; flood: boolean }[];
  qr: QrPath;
  words: { noPhoto: string; scan: string; qr: string; flood: string };
}

function WindowCard({ site, card, address, photo, facts, legal, qr, words }: WindowCardProps) {
  return (
    // The card scales with the box it is given (container query units): a screen's width, or an A4 page in print.
    <div className="window-card-page">
      <article className="window-card">
        <div className="window-card__photo">
          {/* Eager: a print starts before a lazy picture would. */}
          {photo ? <img {...photo} alt="" loading="eager" /> : <p className="window-card__no-photo">{words.noPhoto}</p>}
          {card.label ? <span className={`window-card__label estate-card__label estate-card__label--${card.label.kind}`}>{card.label.text}</span> : null}
        </div>
        <div className="window-card__body">
          <p className="window-card__agency">
            {site.logo ? <img src={site.logo} alt="" width="40" height="40" /> : null}
            {site.name}
          </p>
          <h1 className="window-card__title">{card.title}</h1>
          {address ? <p className="window-card__address">{address}</p> : null}
          <p className="window-card__price">{card.price}</p>
          <dl className="window-card__facts">
            {facts.map((fact) => (
              <div key={fact.key}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          {card.epc ? (
            <p className={`window-card__epc estate-card__epc estate-card__epc--${card.epc.tone ?? 'none'}`}>
              <span className="visually-hidden">{card.epc.label}</span>
              <span aria-hidden="true">
                {card.epc.name} {card.epc.text}
              </span>
            </p>
          ) : null}
          {legal.length > 0 ? (
            <p className="window-card__legal">
              {legal.map((mention, index) => (
                <span key={mention.text}>
                  {index > 0 ? ' · ' : null}
                  {mention.text}
                  {mention.flood ? <FloodSymbol label={words.flood} /> : null}
                </span>
              ))}
            </p>
          ) : null}
          <div className="window-card__qr">
            <svg viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={words.qr} shapeRendering="crispEdges">
              <rect width={qr.size} height={qr.size} fill="#fff" />
              <path d={qr.d} fill="#000" />
            </svg>
            <p>{words.scan}</p>
          </div>
          <p className="window-card__contact">{[site.contact.phone, site.contact.email].filter(Boolean).join(' · ')}</p>
        </div>
      </article>
    </div>
  );
}

const NO_NAVIGATION = { name: 'none', items: [] };

/** GET /nl/raamaffiche/{id}: the printable window card, in the page's language; an unknown or hidden listing is the 404 page. */
export const windowCard: RoutedHandler = {
  route: 'windowCard',
  kept: true,
  async get(c: Context<AppEnv>, params) {
    const ctx = requestContext(c, params);
    const estate = await visibleEstate(ctx);
    if (!estate) throw new NotFoundError(`No estate ${params.estateId}`);
    const card = estateCard(estate, ctx.locale, { linkToDetail: true, images: ctx.images }, translate);
    const title = localizedValue(estate.title, ctx.locale) || card.title;
    const agency = ctx.site.name;
    const response = await c.render(
      <WindowCard
        site={ctx.site}
        card={{ ...card, title }}
        address={addressLine(estate.address, ctx.locale)}
        photo={imageSource(estate.mainImage, 'main', ctx.images)}
        facts={factRows(estate, ctx.locale, WINDOW_CARD_FACTS)}
        legal={adLine(adFactsOf(estate), new Date().toISOString()).map((mention) => {
          const { label, value } = adMentionText(mention, ctx.locale);
          return { text: `${label}: ${value}`, flood: mention.floodSymbol === true };
        })}
        qr={qrPath(windowUrl(ctx, estate))}
        words={{ noPhoto: ctx.t('card.noPhoto'), scan: ctx.t('windowCard.scan'), qr: ctx.t('windowCard.qr', { agency }), flood: ctx.t('detail.floodWarning') }}
      />,
      {
        meta: {
          title: ctx.t('windowCard.title', { title }),
          description: ctx.t('windowCard.description', { title, agency }),
          alternates: alternatePaths('windowCard', { estateId: estate.id }),
          noindex: true,
        },
        chrome: { bare: true, mainNavigation: NO_NAVIGATION, footerNavigation: async () => NO_NAVIGATION },
      },
    );
    response.headers.set('X-Robots-Tag', 'noindex');
    return response;
  },
};

/** GET /nl/raamaffiche/{id}/qr-code.svg: the window card's QR code alone; unknown or hidden: 404 in the page's language. */
export const windowCardQr: RoutedHandler = {
  route: 'windowCardQr',
  kept: true,
  async get(c, params) {
    const ctx = requestContext(c, params);
    const estate = await visibleEstate(ctx);
    const headers = { 'Content-Language': ctx.locale, 'X-Robots-Tag': 'noindex' };
    if (!estate) return c.text(`${ctx.t('notFound.title')}\n\n${ctx.t('notFound.text')}\n`, 404, { ...headers, 'Cache-Control': 'no-store' });
    const svg = qrSvg(windowUrl(ctx, estate), ctx.t('windowCard.qr', { agency: ctx.site.name }));
    return c.body(svg, 200, { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'private, no-cache' });
  },
};
