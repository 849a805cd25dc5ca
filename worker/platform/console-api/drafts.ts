import type { Context, Hono } from 'hono';
import { type DraftConflict, type DraftVersion, draftReturnRequest, type PublicationSummary } from '../../../shared/contract/console-drafts';
import { ownerApproval } from '../drafts/approval';
import { discardDraft, draftState, publishDraft, type Refusal, rollBack } from '../drafts/publish';
import { returnDraft, submitDraft, waitingDraft } from '../drafts/submission';
import { jsonError } from '../kit/http';
import { retireSite } from '../cache/retire';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { siteDb } from '../databases/site-db';

/** The 409 of a save that started from an older version (store.ts `saveDraftItem`): every editor answers it so. */
export function conflictAnswer(c: Context<ConsoleApiEnv>, current: DraftVersion) {
  const by = current.updatedBy ?? 'someone else';
  const body: DraftConflict = {
    error: `${by} saved this at ${current.updatedAt ?? 'the same time'} since you opened it; reload to see their change`,
    code: 'conflict',
    current,
  };
  return c.json(body, 409);
}

/**
 * Draft, publish, rollback, for owners and editors (they edit the content): the
 * pending changes and the last ten publications; a publish or rollback makes its items live in
 * one batch and retires the site's cached answers (retireSite), so the next page shows them.
 * Publish, discard and rollback are the publishers' (the contract's role, guarded by
 * access.ts `publisherOnly`): when the owners chose to publish editors' changes themselves, an
 * editor submits the draft instead and an owner publishes it or sends it back with a note.
 */
export function draftsApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'GET /sites/:siteId/drafts', async (c) => c.json(await draftState(await siteDb(c.env, c.var.site.id), c.var.site.id, c.env.DB)));

  const answer = async (c: Context<ConsoleApiEnv>, result: PublicationSummary | Refusal) => {
    if ('refused' in result) {
      if (result.refused === 'nothing') return c.json({ error: 'There is nothing to publish', code: 'nothing' }, 409);
      if (result.refused === 'unknown') return jsonError(c, 404, 'No such publication to roll back');
      if (result.refused === 'pending')
        return c.json({ error: `Publish or discard the pending changes to ${result.labels.join(', ')} first`, code: 'pending', labels: result.labels }, 409);
      return c.json({ error: 'Someone else published at the same moment; try again', code: 'race' }, 409);
    }
    const cacheRetired = await retireSite(c.env, c.var.site.id);
    return c.json({ ...result, cacheRetired }, 201);
  };

  on(api, 'POST /sites/:siteId/drafts/publish', { role: 'publisher' }, async (c) =>
    answer(c, await publishDraft(await siteDb(c.env, c.var.site.id), c.var.site.id, c.var.user.email, new Date(), c.env.DB)),
  );

  on(api, 'POST /sites/:siteId/drafts/discard', { role: 'publisher' }, async (c) => {
    await discardDraft(await siteDb(c.env, c.var.site.id), c.var.site.id, c.var.user.email, new Date(), c.env.DB);
    return c.body(null, 204);
  });

  on(api, 'GET /sites/:siteId/drafts/submission', async (c) =>
    c.json(await waitingDraft(await siteDb(c.env, c.var.site.id), c.var.site.id, await ownerApproval(c.env.DB, c.var.site.id))),
  );

  on(api, 'POST /sites/:siteId/drafts/submit', async (c) => {
    const submitted = await submitDraft(await siteDb(c.env, c.var.site.id), c.var.site.id, c.var.user.email, new Date());
    if ('refused' in submitted) return c.json({ error: 'There is nothing to submit', code: 'nothing' }, 409);
    return c.json(submitted, 201);
  });

  on(api, 'POST /sites/:siteId/drafts/return', { body: draftReturnRequest, role: 'owner' }, async (c, { json }) => {
    const returned = await returnDraft(await siteDb(c.env, c.var.site.id), c.var.site.id, c.var.user.email, json.note || null, new Date());
    if ('refused' in returned) return c.json({ error: 'No changes wait for approval', code: 'notWaiting' }, 409);
    return c.json(returned);
  });

  on(api, 'POST /sites/:siteId/publications/:publicationId/rollback', { role: 'publisher' }, async (c, { params }) => {
    return answer(c, await rollBack(await siteDb(c.env, c.var.site.id), c.var.site.id, Number(params.publicationId), c.var.user.email, new Date(), c.env.DB));
  });
}
