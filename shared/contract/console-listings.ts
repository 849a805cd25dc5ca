import * as z from 'zod/mini';
import type { Locale } from '../i18n/locales';
import type { AdFact } from '../domain/ad-rules';
import type { ConsoleSite } from './console';
import type { DraftVersion } from './console-drafts';

/*
 * The console's listings (docs/console-listings.md): every listing of a site with its source,
 * status and the facts the law asks its ad to show that it lacks (shared/domain/ad-rules), and
 * the listings an agency enters in the console itself. Those are kept as a draft (the ingest
 * API's normalized listing, source `console`) and published through the same upsert the
 * ingest API uses, once the legal guard finds nothing missing. Owners and editors; an editor
 * publishes unless the owners publish editors' changes (console-drafts.ts).
 */

/** The source of the demo's own listings (no row in the map of sources' ids). */
export const DEMO_SOURCE = 'demo';
/** The source of a listing entered in the console. */
export const CONSOLE_SOURCE = 'console';
/** The console's list: at most this many rows. */
export const ESTATES_SHOWN = 100;

/** A listing of the site (an estate that is no project's unit), as the console lists it. */
export interface ConsoleEstate {
  id: number;
  /** console, sweepbright, whise, an integrator's name, or demo. */
  source: string;
  /** The estate's status code (FOR_SALE, SOLD …). */
  status: string;
  /** On the market under option; absent: not. */
  underOption?: boolean;
  reference: string | null;
  /** In the console's language, else Dutch or French. */
  title: string | null;
  city: string | null;
  price: number | null;
  /** Price on request. */
  priceHidden: boolean;
  /** Its first picture's address, null: none. */
  picture: string | null;
  /** The facts its ad lacks, while it is on offer (a sold one needs none). */
  missing: AdFact[];
}

/** A listing entered in the console and not published yet (or changed since), as the list shows it. */
export interface ConsoleEstateDraftRow {
  id: number;
  reference: string | null;
  title: string | null;
  /** The published listing it changes; null: never published. */
  estateId: number | null;
  updatedBy: string;
  updatedAt: string;
}

/** GET /console-api/sites/{id}/estates: the listings that fit the filters (newest first), and the console's drafts. */
export interface ConsoleEstates {
  site: ConsoleSite;
  estates: ConsoleEstate[];
  /** How many fit before the list was cut to ESTATES_SHOWN. */
  total: number;
  drafts: ConsoleEstateDraftRow[];
  /** The sources the site's listings come from, for the filter. */
  sources: string[];
}

/** GET /console-api/sites/{id}/estates/{estateId}: one listing, and its console draft when it is the console's. */
export interface ConsoleEstateView {
  site: ConsoleSite;
  estate: ConsoleEstate;
  draftId: number | null;
}

/** A console listing being edited: the normalized listing as saved, its version, and what the guard finds missing. */
export interface ConsoleEstateDraft extends DraftVersion {
  site: ConsoleSite;
  /** Null: a new listing, not saved yet. */
  id: number | null;
  /** The listing as the ingest API's normalized listing (source and external id are the platform's). */
  record: Record<string, unknown>;
  languages: Locale[];
  estateId: number | null;
  publishedAt: string | null;
  /** What the guard finds missing today. */
  missing: AdFact[];
  /** Whether this user may publish (an editor may not when the owners publish editors' changes). */
  mayPublish: boolean;
  /** Taken offline (its estate withdrawn) by whom and when; null: online, or never published. */
  withdrawnBy: string | null;
  withdrawnAt: string | null;
  /** Its published versions, the newest first (at most LISTING_VERSIONS_SHOWN): the newest is the one online unless withdrawn. */
  versions: ListingVersion[];
  /** The site's people (the console's people screen), one of whom may be the listing's agent. */
  people: ConsoleEstateAgent[];
  /** The town centre of the listing's postal code: its position when none is given. */
  centre: { lat: number; lon: number } | null;
  /** Where the site's relative links lead (its primary hostname's origin): a link of the description opens there; absent without a hostname. */
  siteOrigin?: string;
}

/** A person of the site as a listing's agent (the normalized listing's salesRep). */
export interface ConsoleEstateAgent {
  name: string;
  email: string;
  phone: string | null;
  photoUrl: string | null;
}

/** A console listing's published versions the console lists (and may restore). */
export const LISTING_VERSIONS_SHOWN = 10;

/** One published version of a console listing. */
export interface ListingVersion {
  id: number;
  /** Its number among the listing's versions, from 1 (the first publish). */
  number: number;
  publishedBy: string;
  publishedAt: string;
  /** The version this one restored (its id and number); null: published from the form. */
  restoredFrom: number | null;
  restoredNumber: number | null;
  reference: string | null;
  price: number | null;
}

/**
 * POST …/estate-drafts/{id}/versions/{versionId}/restore, …/withdraw and …/reinstate: the draft's
 * version the screen was opened at (another save since is a conflict).
 */
export const listingAction = z.object({ version: z.number() });

/** POST …/estate-drafts and PUT …/estate-drafts/{id}: the listing as the form gives it and the version it was opened at (0: new). */
export const estateDraftSave = z.object({ record: z.record(z.string(), z.unknown()), version: z.number() });

/** What a save answers: the draft's id and new version, and what the guard finds missing. */
export interface EstateDraftSaved {
  id: number;
  version: number;
  missing: AdFact[];
}

/** What a publish answers: the estate written. */
export interface EstatePublished {
  estateId: number;
}
