import type { EstateNews } from '../domain/estate-news';

/**
 * The "new" and "price lowered" badges: the old price struck through, named for
 * screen readers (which do not read a strike). On a card it sits over the picture, so the
 * card keeps its height; on a detail page beside the price.
 */
export function NewsBadges({ news, className }: { news: EstateNews | null | undefined; className: string }) {
  if (!news) return null;
  return (
    <p className={`news-badges ${className}`}>
      {news.isNew ? <span className="news-badge news-badge--new">{news.isNew}</span> : null}
      {news.lowered ? (
        <span className="news-badge news-badge--lowered">
          {news.lowered.text}{' '}
          <s className="news-badge__previous">
            <span className="visually-hidden">{news.lowered.previousLabel}: </span>
            {news.lowered.previous}
          </s>
        </span>
      ) : null}
    </p>
  );
}
