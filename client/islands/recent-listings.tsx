import { lazy, Suspense } from 'react';
import type { RecentListingsProps } from '../lists/list-props';
import { useHydrated } from '../components/use-hydrated';

// '#recent-view' (package.json "imports"): the list in the browser, a stub in the worker bundle.
const RecentView = lazy(() => import('#recent-view'));

/** The listings viewed recently, on the favorites page: kept in the browser, so drawn there. */
export default function RecentListings(props: RecentListingsProps) {
  const live = useHydrated();
  const loading = <p className="listing__loading">{props.labels.loading}</p>;
  return (
    <div className="recent">
      {live ? (
        <Suspense fallback={loading}>
          <RecentView {...props} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
