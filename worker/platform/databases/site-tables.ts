/*
 * Which tables hold an agency's rows (docs/scaling-and-costs.md, "Moving an agency"): those of its
 * data database, which a move copies table by table (site-move.ts), and the directory's, which never move.
 */

/** How to pick one site's rows of a table; `shared`: rows other sites use too (copied, never deleted). */
export interface SiteTable {
  name: string;
  where: string;
  shared?: true;
}

/** Tables whose rows carry the site's id. */
const own = (...names: string[]): SiteTable[] => names.map((name) => ({ name, where: 'site_id = ?1' }));

/**
 * Every table of a site's own rows in its data database, parents first (the copy's order; the
 * deletion goes the other way). test/worker/platform/databases/site-move.test.ts fails on a table with a site id
 * that is neither here nor the directory's.
 */
export const MOVED_TABLES: readonly SiteTable[] = [
  { name: 'sites', where: 'id = ?1' },
  ...own(
    'pages',
    'page_urls',
    'navigations',
    'entity_items',
    'agreements',
    'translations',
    'translation_marks',
    'site_drafts',
    'draft_submissions',
    'content_publications',
  ),
  { name: 'publication_items', where: 'publication_id IN (SELECT id FROM content_publications WHERE site_id = ?1)' },
  { name: 'cities', where: 'id IN (SELECT city_id FROM estates WHERE site_id = ?1 UNION SELECT city_id FROM rental_units WHERE site_id = ?1)', shared: true },
  ...own('estates', 'external_ids', 'estate_price_changes', 'estate_collections', 'held_listings', 'listing_translations'),
  { name: 'estate_collection_members', where: 'collection_id IN (SELECT id FROM estate_collections WHERE site_id = ?1)' },
  ...own('listing_drafts', 'listing_versions', 'rental_units'),
  { name: 'rental_periods', where: 'unit_id IN (SELECT id FROM rental_units WHERE site_id = ?1)' },
  ...own('rental_external_ids', 'source_versions', 'rental_reservations', 'agenda_slots', 'appointments', 'viewing_hours', 'subscriptions'),
  { name: 'subscription_alerts', where: 'token IN (SELECT token FROM subscriptions WHERE site_id = ?1)' },
  ...own('subscription_follows'),
  ...own('outbox', 'write_keys', 'assistant_requests', 'site_stats', 'listing_signals', 'listing_signal_weeks', 'access_log'),
  ...own('translation_settings', 'translation_usage'),
];

/**
 * Tables with a site id that live in the directory (DB) only, whatever data database holds the
 * site's own rows: never moved. test/worker/platform/databases/site-move.test.ts and data-databases.test.ts check
 * that every other table with a site id is in MOVED_TABLES, and that a site on another data
 * database leaves no row of it in DB.
 */
export const DIRECTORY_TABLES: ReadonlySet<string> = new Set([
  'sites',
  'site_hostnames',
  'custom_hostnames',
  'site_databases',
  'site_secrets',
  'site_preview_links',
  'site_preview_grants',
  'site_publications',
  'seller_report_links',
  'connections',
  'sync_log',
  'sync_events',
  'crm_imports',
  'console_memberships',
  'console_sign_ups',
  'portal_inboxes',
  'portal_enquiries',
  'portal_answers',
  // The demo's picture recipes (the local default only): read from the directory whatever database holds the site.
  'assets',
]);
