import type { ReactNode } from 'react';

/** A plain page's hero: its title, and the line under it if it has one. */
export function PageHero({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className="page-hero">
      <div className="container page-hero__text">
        <h1>{title}</h1>
        {subtitle ? <p className="page-hero__subtitle">{subtitle}</p> : null}
      </div>
    </header>
  );
}

/** A section whose content lives in the browser (an island's list), with what a browser without script is told instead. */
export function IslandSection({ noScript, children }: { noScript: string; children: ReactNode }) {
  return (
    <div className="section container">
      <noscript>
        <p>{noScript}</p>
      </noscript>
      {children}
    </div>
  );
}
