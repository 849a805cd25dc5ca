export interface PageStatsProps {
  /** The listing the page shows (`e12`, `r3`; shared/contract/stats.ts LISTING_KEY). */
  l?: string;
}

/**
 * The statistics' beacon: no markup of its own, only the marker that brings
 * page-stats.enhance.ts to the pages the site counts (worker/site/routes/render-screen.tsx says which).
 */
export default function PageStats(_props: PageStatsProps) {
  return null;
}
