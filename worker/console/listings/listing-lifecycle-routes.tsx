import type { Context } from 'hono';
import * as routes from '../../../shared/contract/console-api/routes';
import { brusselsTime } from '../../../shared/format/brussels-time';
import type { RefusedAdFinding } from '../../../shared/contract/console-api/answers/common';
import type { AdFact } from '../../../shared/domain/ad-rules/rules';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { ESTATE_DRAFT, LISTING_VERSION } from '../kit/params';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { EstateVersionsPage, type EstateVersionsView } from './estate-versions';

/*
 * A console listing's versions (docs/console-listings.md), owners and editors: the screen with
 * whether it is online and its published versions; publish one again, take the listing offline
 * or put it back online (the platform's `publisher` routes: an editor gets 403 while the owners
 * publish editors' changes). Each names the draft's version the screen showed; a save since is
 * the screen again (409) saying who saved when, nothing changed.
 */

export function listingLifecycleRoutes({ member }: ConsoleGroups): void {
  const siteOf = (c: Context<ConsoleEnv>) => c.get('site').id;
  const draftParams = (c: Context<ConsoleEnv>) => ({ siteId: siteOf(c), draftId: c.req.param('draftId')! });

  const show = async (c: Context<ConsoleEnv>, view: EstateVersionsView, status = 200) => {
    const answer = await call(c, routes.estateDraftsGet, { params: draftParams(c) });
    if (!answer.ok) return refusal(c, answer.status);
    return renderPage(c, <EstateVersionsPage locale={c.get('locale')} session={c.get('session')} draft={answer.body} view={view} />, status);
  };

  const DONE = ['restored', 'withdrawn', 'reinstated'] as const;
  member.get(`/estates/drafts/${ESTATE_DRAFT}/versions`, (c) => {
    const done = DONE.find((word) => word === c.req.query('done'));
    return show(c, done ? { notice: t(c.get('locale'), `listingVersions.${done}`, { n: c.req.query('n')?.replace(/\D/g, '').slice(0, 6) ?? '' }) } : {});
  });

  /** A platform refusal as the screen again with what it means; anything else the console's refusal page. */
  const refused = (
    c: Context<ConsoleEnv>,
    status: number,
    body: { code?: string; labels?: string[]; findings?: RefusedAdFinding[]; current?: { updatedBy: string | null; updatedAt: string | null } } | null,
  ) => {
    const locale = c.get('locale');
    const when = { by: body?.current?.updatedBy ?? '—', at: body?.current?.updatedAt ? brusselsTime(body.current.updatedAt) : '—' };
    if (status === 403) return show(c, { alert: t(locale, 'listingVersions.approvalRequired') }, 403);
    if (status === 409 && body?.code === 'adFacts') return show(c, { refused: (body.labels ?? []) as AdFact[], findings: body.findings }, 409);
    if (status === 409 && body?.code === 'pending') return show(c, { alert: t(locale, 'listingVersions.pending', when) }, 409);
    if (status === 409 && body?.code === 'conflict') return show(c, { alert: t(locale, 'listingVersions.conflict', when) }, 409);
    if (status === 400) return show(c, { alert: t(locale, 'listingVersions.invalid') }, 400);
    return refusal(c, status);
  };
  const opened = (c: Context<ConsoleEnv>) => ({ version: Number(c.get('form').fields.version ?? -1) || 0 });
  const landing = (c: Context<ConsoleEnv>, done: string, n = '') =>
    c.redirect(`/${c.get('locale')}/sites/${siteOf(c)}/estates/drafts/${c.req.param('draftId')}/versions?done=${done}${n ? `&n=${n}` : ''}`, 303);

  member.post(`/estates/drafts/${ESTATE_DRAFT}/versions/${LISTING_VERSION}/restore`, async (c) => {
    const answer = await call(c, routes.estateVersionsRestore, { params: { ...draftParams(c), versionId: c.req.param('versionId')! }, json: opened(c) });
    if (!answer.ok) return refused(c, answer.status, answer.body);
    // The notice names the version by its number.
    const draft = await call(c, routes.estateDraftsGet, { params: draftParams(c) });
    const restored = draft.ok ? draft.body.versions.find((version) => String(version.id) === c.req.param('versionId')) : undefined;
    return landing(c, 'restored', restored ? String(restored.number) : '');
  });

  member.post(`/estates/drafts/${ESTATE_DRAFT}/withdraw`, async (c) => {
    const answer = await call(c, routes.estateDraftsWithdraw, { params: draftParams(c), json: opened(c) });
    return answer.ok ? landing(c, 'withdrawn') : refused(c, answer.status, answer.body);
  });

  member.post(`/estates/drafts/${ESTATE_DRAFT}/reinstate`, async (c) => {
    const answer = await call(c, routes.estateDraftsReinstate, { params: draftParams(c), json: opened(c) });
    return answer.ok ? landing(c, 'reinstated') : refused(c, answer.status, answer.body);
  });
}
