/*
 * Draft, preview, publish (issue 32). Every editor of the console (pages and sections, menus,
 * team, offices, reviews, quotes, agreements) saves into the site's draft, never into what
 * visitors see: `site_drafts` holds one row per changed item over the live content
 * (worker/platform/drafts/). A save names the version it started from; a save over another
 * one is refused (409 `DraftConflict`) naming who saved what and when. The owner's preview
 * (the site with its preview grant, worker/site/middleware/coming-soon.ts) shows the draft; a
 * publish makes every pending change live in one D1 batch and retires the site's cache, and
 * is recorded with each item's before and after, so each of the last ten can be rolled back.
 *
 * Console API (worker/platform/console/drafts.ts):
 *   GET  /console-api/sites/{id}/drafts                    DraftState
 *   POST /console-api/sites/{id}/drafts/publish            201 PublicationSummary (409: nothing to publish)
 *   POST /console-api/sites/{id}/drafts/discard            204 (every pending change dropped)
 *   POST /console-api/sites/{id}/publications/{pid}/rollback  201 PublicationSummary
 */

/** What a draft row holds; `site` (migration 0020): the site's languages (key `languages`, SiteLanguages). */
export const DRAFT_KINDS = ['page', 'navigation', 'entities', 'agreement', 'site'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

/** The entity lists a site has (GET /entities/{name}/items): one draft item each, the whole ordered list. */
export const ENTITY_LISTS = ['employees', 'offices', 'reviews', 'quotes'] as const;
export type EntityList = (typeof ENTITY_LISTS)[number];

/** The site's menus (draft kind 'navigation', one item each). */
export const MENU_NAMES = ['main', 'footer'] as const;
export type MenuName = (typeof MENU_NAMES)[number];

/** Who saved an item last, and its version (0: never saved in the console, as it came). */
export interface DraftVersion {
  version: number;
  updatedBy: string | null;
  updatedAt: string | null;
}

/** One item as the draft sees it: the document (null: deleted in the draft, or absent) and its version. */
export interface DraftItem<T = unknown> extends DraftVersion {
  kind: DraftKind;
  key: string;
  document: T | null;
  /** Changed in the draft and not yet published. */
  pending: boolean;
}

/** The 409 of a save that started from an older version: the other editor's save. */
export interface DraftConflict {
  error: string;
  code: 'conflict';
  current: DraftVersion;
}

/** One pending change, for the publish screen. */
export interface PendingChange {
  kind: DraftKind;
  key: string;
  /** A name a person recognises: the page's title, the menu's or list's name, `privacy/nl`. */
  label: string;
  action: 'add' | 'change' | 'delete';
  updatedBy: string | null;
  updatedAt: string;
}

/** A publish or rollback, as the history lists it. */
export interface PublicationSummary {
  id: number;
  action: 'publish' | 'rollback';
  by: string;
  at: string;
  /** The items it changed. */
  items: { kind: DraftKind; key: string; label: string }[];
  /** The rollback that undid it, if any. */
  rolledBackBy: number | null;
}

/** GET /console-api/sites/{id}/drafts */
export interface DraftState {
  pending: PendingChange[];
  /** The last ten, newest first. */
  publications: PublicationSummary[];
}

/** How many publications the history keeps offering to roll back. */
export const ROLLBACK_DEPTH = 10;
