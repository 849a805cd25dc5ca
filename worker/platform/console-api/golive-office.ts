import type { D1Database } from '@cloudflare/workers-types';
import type { OfficeOnline } from '../../../shared/contract/console-golive';
import type { RawOffice } from '../../../shared/contract/raw/entities';
import { liveDocument } from '../drafts/live';
import { publishDraft } from '../drafts/publish';
import { readDraftItem } from '../drafts/store';

/*
 * A new agency's office when its site goes live: the office the legal data made
 * (legal.ts firstOffice) waits in the draft, like every change of the console, so a site put
 * live without publishing its draft had a contact page without an address or opening hours.
 * Going live publishes it, and the checklist says so beforehand.
 */

/** The first office's address in one line: `Kouter 18, 9000 Gent`. */
function addressOf(office: RawOffice | undefined): string | null {
  if (!office) return null;
  const town = Object.values(office.city ?? {}).find(Boolean) ?? '';
  const line = [[office.street, office.number].filter(Boolean).join(' '), [office.zip, town].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return line || null;
}

const officesOf = (document: unknown): RawOffice[] => (Array.isArray(document) ? (document as RawOffice[]) : []);

/** Whether the site's contact page shows an office, or going live would make the draft's live, or it has none (`data`: its data database, site-db.ts). */
export async function officeOnline(data: D1Database, siteId: number, directory: D1Database): Promise<OfficeOnline> {
  const live = officesOf(await liveDocument(data, siteId, 'entities', 'offices', directory));
  if (live.length > 0) return { state: 'live', address: addressOf(live[0]) };
  const draft = await readDraftItem<RawOffice[]>(data, siteId, 'entities', 'offices', directory);
  const drafted = draft.pending ? officesOf(draft.document) : [];
  return drafted.length > 0 ? { state: 'onPublish', address: addressOf(drafted[0]) } : { state: 'none', address: null };
}

/**
 * Going live: when no office is live and the draft holds the offices (the first one made from
 * the legal data, as edited since), that item is published alone, hours and all, recorded as a
 * publication by `email` (its history and rollback as any). Answers whether it was.
 */
export async function publishFirstOffice(data: D1Database, siteId: number, email: string, now: Date, directory: D1Database): Promise<boolean> {
  if ((await officeOnline(data, siteId, directory)).state !== 'onPublish') return false;
  const published = await publishDraft(data, siteId, email, now, directory, { kind: 'entities', key: 'offices' });
  return !('refused' in published);
}
