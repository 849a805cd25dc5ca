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
 * Whether a failed load was an outage; if so, the page lacks that content because the platform
 * failed: it still renders in the agency's look, but answers 503 with Retry-After
 * (renderScreen), for crawlers too. `main` says whether the load was the page's main content.
 */
export function markIfOutage(c: Context<AppEnv>, error: unknown, main = true): boolean {
  const outage = isOutage(error);
  if (outage && main) c.set('outage', true);
  return outage;
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
