import type { Context } from 'hono';
import { usePage } from '../../shared/components/page-context';
import type { AppEnv } from '../env';
import { UpstreamError } from '../upstream/client';

/** Seconds a visitor (or crawler) is asked to wait when the platform fails and nothing cached stands in. */
export const OUTAGE_RETRY_AFTER_S = 60;

/** The platform failed, was too slow for the page, or its breaker is open (not one of its 4xx answers). */
export function isOutage(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError && error.status >= 500;
}

/**
 * The page lacks its main content (a search) because the platform failed: it still renders in
 * the agency's look, but answers 503 with Retry-After (renderScreen), for crawlers too.
 */
export function markOutage(c: Context<AppEnv>): void {
  c.set('outage', true);
}

/** In place of a search's results while the platform cannot answer: says so, and offers the same address again. */
export function SearchUnavailable({ text, href }: { text: string; href: string }) {
  const { t } = usePage();
  return (
    <div className="page-message search-unavailable" role="status">
      <p>{text}</p>
      <p>
        <a className="button" href={href}>
          {t('unavailable.retry')}
        </a>
      </p>
    </div>
  );
}
