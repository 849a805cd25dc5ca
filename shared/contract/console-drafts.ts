import * as z from 'zod/mini';

/*
 * Draft, preview, publish. Every editor of the console (pages and sections, menus,
 * team, offices, reviews, quotes, agreements) saves into the site's draft, never into what
 * visitors see: `site_drafts` holds one row per changed item over the live content
 * (worker/platform/drafts/). A save names the version it started from; a save over another
 * one is refused (409 `DraftConflict`) naming who saved what and when. The owner's preview
 * (the site with its preview grant, worker/site/middleware/coming-soon.ts) shows the draft; a
 * publish makes every pending change live in one D1 batch and retires the site's cache, and
 * is recorded with each item's before and after, so each of the last ten can be rolled back.
 *
 * Console API (worker/platform/console-api/drafts.ts):
 *   GET  /console-api/sites/{id}/drafts                    DraftState
 *   POST /console-api/sites/{id}/drafts/publish            201 PublicationSummary (409: nothing to publish)
 *   POST /console-api/sites/{id}/drafts/discard            204 (every pending change dropped)
 *   POST /console-api/sites/{id}/publications/{pid}/rollback  201 PublicationSummary
 *   GET  /console-api/sites/{id}/drafts/submission         WaitingDraft
 *   POST /console-api/sites/{id}/drafts/submit             201 DraftSubmission (409: nothing to submit)
 *   POST /console-api/sites/{id}/drafts/return             200 DraftSubmission (owners; 409: nothing waits)
 *
 * Approval (migration 0031): an owner may choose in Settings that editors' changes are
 * published by an owner. Then an editor's publish, discard and rollback are refused (403) and
 * the editor submits the draft instead: it waits, with who submitted it and when, until an
 * owner publishes it (the normal publish) or sends it back with a note.
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
  /** A publish's answer: the incomplete sections it left out of the live pages (shared/contract/section-content.ts). */
  leftOut?: IncompleteSection[];
}

/** A section of a draft page without its required content: a publish leaves it out of the live page. */
export interface IncompleteSection {
  pageId: number;
  /** The page's title (as the publish screen names pages). */
  page: string;
  sectionId: number;
  type: string;
  /** Its place on the page, from 1. */
  position: number;
}

/** The draft submitted for an owner's approval: waiting, or sent back (with who, when and the owner's note). */
export interface DraftSubmission {
  state: 'waiting' | 'returned';
  submittedBy: string;
  submittedAt: string;
  returnedBy: string | null;
  returnedAt: string | null;
  note: string | null;
}

/** GET /console-api/sites/{id}/drafts */
export interface DraftState {
  pending: PendingChange[];
  /** The last ten, newest first. */
  publications: PublicationSummary[];
  /** Whether the owners chose that editors' changes are published by an owner (Settings). */
  approval: boolean;
  /** The draft's submission for approval, if any. */
  submission: DraftSubmission | null;
  /** The draft pages' incomplete sections: a publish leaves them out until they are finished. */
  incomplete: IncompleteSection[];
}

/** GET /console-api/sites/{id}/drafts/submission: what the first page says of the draft (no item read). */
export interface WaitingDraft {
  approval: boolean;
  /** How many items are changed and not yet published. */
  pending: number;
  submission: DraftSubmission | null;
}

/** The longest note an owner may give when sending changes back. */
export const RETURN_NOTE_MAX = 1000;

/** POST …/drafts/return: the owner's note to the editors, optional. */
export const draftReturnRequest = z.object({
  note: z.optional(z.string().check(z.trim(), z.maxLength(RETURN_NOTE_MAX, 'tooLong'))),
});
export type DraftReturnRequest = z.input<typeof draftReturnRequest>;

/** How many publications the history keeps offering to roll back. */
export const ROLLBACK_DEPTH = 10;
