import type { Context } from 'hono';
import { brusselsTime } from '../../../shared/format/brussels-time';
import * as routes from '../../../shared/contract/console-api/routes';
import type { ConsoleEstateDraft } from '../../../shared/contract/console-listings';
import type { AdFact } from '../../../shared/domain/ad-rules/rules';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import { listingFieldOf, listingFormOf, listingProblemOf, listingRecordOf, missingUnits } from './estate-units';
import { estateMediaRoutes, takeUploads } from './estate-media';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { ESTATE, ESTATE_DRAFT } from '../kit/params';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { EstateEditorPage, type EstateEditorView } from './estate-editor';
import { localOrigin } from '../kit/site-origin';
import { EstatesPage, EstateViewPage } from './estates';
import { draftedView } from './estate-describe';

/**
 * The site's listings (docs/console-listings.md), owners and editors: the list with its
 * filters, a listing of another source read-only, and the console's own listings: one form
 * that saves a draft and, with "Publish", publishes it when the legal guard finds nothing
 * missing (else the form again with what is missing, each linked to its field).
 */
export function estatesRoutes(groups: ConsoleGroups): void {
  const { member } = groups;
  estateMediaRoutes(groups);
  const siteOf = (c: Context<ConsoleEnv>) => c.get('site').id;
  /** A listing's buyer pool for its screen's one line; null when it cannot be read (the screen goes without). */
  const poolOf = async (c: Context<ConsoleEnv>, estateId: number | string) => {
    const answer = await call(c, routes.estateBuyerPool, { params: { siteId: siteOf(c), estateId: String(estateId) } });
    return answer.ok ? answer.body : null;
  };

  member.get('/estates', async (c) => {
    const filters = {
      status: c.req.query('status')?.slice(0, 20) ?? '',
      source: c.req.query('source')?.slice(0, 32) ?? '',
      q: c.req.query('q')?.slice(0, 100) ?? '',
      attention: c.req.query('attention') === '1',
    };
    const answer = await call(c, routes.estatesList, {
      params: { siteId: siteOf(c) },
      query: { ...filters, attention: filters.attention ? '1' : '', lang: c.get('locale') },
    });
    if (!answer.ok) return refusal(c, answer.status);
    return renderPage(c, <EstatesPage locale={c.get('locale')} session={c.get('session')} data={answer.body} filters={filters} />);
  });

  const editor = (c: Context<ConsoleEnv>, draft: ConsoleEstateDraft, view: EstateEditorView, status = 200) =>
    renderPage(c, <EstateEditorPage locale={c.get('locale')} session={c.get('session')} draft={localOrigin(c, draft)} view={view} />, status);

  member.get('/estates/new', async (c) => {
    const answer = await call(c, routes.estateDraftsNew, { params: { siteId: siteOf(c) } });
    if (!answer.ok) return refusal(c, answer.status);
    return editor(c, answer.body, { form: c.req.query('kind') === 'project' ? { kind: 'project' } : {} });
  });

  member.get(`/estates/drafts/${ESTATE_DRAFT}`, async (c) => {
    const answer = await call(c, routes.estateDraftsGet, { params: { siteId: siteOf(c), draftId: c.req.param('draftId')! } });
    if (!answer.ok) return refusal(c, answer.status);
    const done = c.req.query('done');
    const pool = answer.body.estateId === null ? null : await poolOf(c, answer.body.estateId);
    return editor(c, answer.body, {
      form: listingFormOf(answer.body.record),
      pool,
      notice: done === 'saved' ? t(c.get('locale'), 'estates.saved') : done === 'published' ? t(c.get('locale'), 'estates.published') : undefined,
    });
  });

  /** Saves the form (a new draft, or over the version it opened) and publishes it when asked. */
  const save = async (c: Context<ConsoleEnv>, draftId: string | null) => {
    const locale = c.get('locale');
    const fields = c.get('form').fields;
    const opened =
      draftId === null
        ? await call(c, routes.estateDraftsNew, { params: { siteId: siteOf(c) } })
        : await call(c, routes.estateDraftsGet, { params: { siteId: siteOf(c), draftId } });
    if (!opened.ok) return refusal(c, opened.status);
    const draft = opened.body;
    // Drafts of the texts from the facts as typed: the form again with them, nothing saved.
    if (fields.action === 'draft') {
      const [view, status] = await draftedView(c, draft, fields);
      return editor(c, draft, view, status);
    }
    // New pictures and a new document to R2 first (media.ts judges each); one refused is the form again with its message, those before it kept.
    const uploads = await takeUploads(c, fields, draft.languages);
    if (uploads && 'refused' in uploads) return refusal(c, uploads.refused);
    if (uploads) return editor(c, draft, { form: fields, error: { field: uploads.field, message: uploads.message } }, uploads.status);
    const noUnit = missingUnits(fields);
    if (noUnit) return editor(c, draft, { form: fields, error: { field: noUnit, message: t(locale, 'estateUnits.none') } }, 400);
    const record = listingRecordOf(fields, draft.languages, draft.people);
    const version = Number(fields.version ?? 0);
    const again = (view: Omit<EstateEditorView, 'form'>, status: number, saved = draft) => editor(c, saved, { form: fields, ...view }, status);
    const saved =
      draftId === null
        ? await call(c, routes.estateDraftsCreate, { params: { siteId: siteOf(c) }, json: { record, version } })
        : await call(c, routes.estateDraftsSave, { params: { siteId: siteOf(c), draftId }, json: { record, version } });
    if (saved.status === 400) {
      const field = listingFieldOf(saved.body?.field ?? '', fields);
      return again({ error: { field, message: t(locale, listingProblemOf(field)) } }, 400);
    }
    // A fact of the ad given out of its range or format: refused as a missing fact is, nothing saved, the form as typed.
    if (saved.status === 409 && saved.body?.code === 'adFacts')
      return again({ refused: (saved.body.labels ?? []) as AdFact[], findings: saved.body.findings, notSaved: true }, 409);
    if (saved.status === 409) {
      const current = saved.body?.current;
      return again(
        { alert: t(locale, 'estates.conflict', { by: current?.updatedBy ?? '—', at: current?.updatedAt ? brusselsTime(current.updatedAt) : '—' }) },
        409,
      );
    }
    if (!saved.ok || !saved.body) return refusal(c, saved.status);
    const id = saved.body.id;
    const path = `/${locale}/sites/${siteOf(c)}/estates/drafts/${id}`;
    // What the form shows from here: the draft as saved (its id and new version), the fields as typed.
    const current: ConsoleEstateDraft = { ...draft, id, version: saved.body.version, missing: saved.body.missing };
    if (fields.action !== 'publish') return c.redirect(`${path}?done=saved`, 303);
    const published = await call(c, routes.estateDraftsPublish, { params: { siteId: siteOf(c), draftId: id } });
    if (published.status === 409 && published.body?.code === 'adFacts')
      return again({ refused: (published.body.labels ?? []) as AdFact[], findings: published.body.findings }, 409, current);
    if (published.status === 403) return again({ alert: t(locale, 'estates.approvalRequired') }, 403, current);
    if (published.status === 400) {
      const field = listingFieldOf(published.body?.field ?? '', fields);
      return again({ error: { field, message: t(locale, listingProblemOf(field)) } }, 400, current);
    }
    if (!published.ok) return refusal(c, published.status);
    return c.redirect(`${path}?done=published`, 303);
  };

  member.post('/estates/new', (c) => save(c, null));
  member.post(`/estates/drafts/${ESTATE_DRAFT}`, (c) => save(c, c.req.param('draftId')!));

  member.get(`/estates/${ESTATE}`, async (c) => {
    const estateId = c.req.param('estateId')!;
    const [answer, pool] = await Promise.all([
      call(c, routes.estatesGet, { params: { siteId: siteOf(c), estateId }, query: { lang: c.get('locale') } }),
      poolOf(c, estateId),
    ]);
    if (!answer.ok) return refusal(c, answer.status);
    // A listing entered in the console opens in its form.
    if (answer.body.draftId !== null) return c.redirect(`/${c.get('locale')}/sites/${siteOf(c)}/estates/drafts/${answer.body.draftId}`, 303);
    return renderPage(c, <EstateViewPage locale={c.get('locale')} session={c.get('session')} data={answer.body} pool={pool} />);
  });
}
