import type { RawEmployee, RawOffice, RawQuote, RawReview } from '../../../../shared/contract/raw/entities';
import type { RawAgreement, RawPage } from '../../../../shared/contract/raw/page';
import { generateAgreements } from './content-agreements';
import { ardennesPages } from './content-ardennes';
import { builtPage } from '../../starter/draft';
import type { PageDraft } from './content-build';
import { generateEmployees, generateOffices } from './content-people';
import { generateQuotes, generateReviews } from './content-reviews';
import { scheldelandPages } from './content-scheldeland';
import { PAGE_URLS } from './pages-urls';
import type { SeedContext } from './context';

/** The CMS content of both demo agencies: pages, entity items and legal texts. */
export interface SeededContent {
  pages: RawPage[];
  employees: { siteId: number; item: RawEmployee }[];
  offices: { siteId: number; item: RawOffice }[];
  reviews: { siteId: number; item: RawReview }[];
  quotes: { siteId: number; item: RawQuote }[];
  agreements: { siteId: number; agreement: RawAgreement }[];
}

/**
 * The content of both demo agencies, deterministic for one seed and `today`. Page ids run
 * from 1 (site 1 first); section and element ids are pageId * 100 + n.
 * @example generateContent({ random: createRandom(1), assets: new AssetRegistry(), today: '2026-11-21' }).pages[0].key // 'home'
 */
export function generateContent(ctx: SeedContext): SeededContent {
  const random = ctx.random.fork('content');
  const drafts: { siteId: number; draft: PageDraft }[] = [
    ...scheldelandPages(ctx).map((draft) => ({ siteId: 1, draft })),
    ...ardennesPages(ctx).map((draft) => ({ siteId: 2, draft })),
  ];
  return {
    pages: drafts.map(({ siteId, draft }, index) => builtPage(index + 1, siteId, draft, PAGE_URLS[draft.key])),
    employees: generateEmployees(ctx),
    offices: generateOffices(),
    reviews: generateReviews(ctx, random.fork('reviews')),
    quotes: generateQuotes(),
    agreements: generateAgreements(ctx, random.fork('agreements')),
  };
}
