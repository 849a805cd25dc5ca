import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A list whose listings live in the browser, so it is drawn there: the server's HTML (and the
 * hydration of it) says it loads, then `children` come (their code loaded under Suspense).
 */
export function DrawnInBrowser({ className, loading, children }: { className: string; loading: string; children: ReactNode }) {
  const live = useHydrated();
  const wait = <p className="listing__loading">{loading}</p>;
  return <div className={className}>{live ? <Suspense fallback={wait}>{children}</Suspense> : wait}</div>;
}

/**
 * An island that draws a list in the browser with a view whose code loads there (`load`: a
 * `package.json` "imports" name whose worker side is a stub, so the server carries only its loading line).
 */
export function drawnInBrowser<P extends { labels: { loading: string } }>(className: string, load: () => Promise<{ default: ComponentType<P> }>) {
  const View = lazy(load);
  return function Island(props: P) {
    return (
      <DrawnInBrowser className={className} loading={props.labels.loading}>
        <View {...props} />
      </DrawnInBrowser>
    );
  };
}
