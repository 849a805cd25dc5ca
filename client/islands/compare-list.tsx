import { lazy, Suspense } from 'react';
import type { CompareListProps } from '../lists/list-props';
import { useHydrated } from '../components/use-hydrated';

// '#compare-view' (package.json "imports"): the table in the browser, a stub in the worker
// bundle (condition workerd), whose render of this island is the line that says it loads.
const CompareView = lazy(() => import('#compare-view'));

/** The compare page's table: the listings chosen live in the browser, so it is drawn there. */
export default function CompareList(props: CompareListProps) {
  const live = useHydrated();
  const loading = <p className="listing__loading">{props.labels.loading}</p>;
  return (
    <div className="compare">
      {live ? (
        <Suspense fallback={loading}>
          <CompareView {...props} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
