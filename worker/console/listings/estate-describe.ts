import type { Context } from 'hono';
import * as routes from '../../../shared/contract/console-api/routes';
import type { ConsoleEstateDraft } from '../../../shared/contract/console-listings';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import { t } from '../kit/i18n';
import { claimText, languageName } from '../kit/names';
import type { EstateEditorView } from './estate-editor';
import { listingRecordOf } from './estate-units';

/*
 * "Draft a description from the facts" (docs/translations.md): the editor's facts as typed, unsaved,
 * go to the platform, which drafts a title and a description in each of the site's languages and
 * checks them; the editor comes back with those that passed in its fields and says which did not
 * and why. Nothing is saved: the agency reads, changes, and saves or publishes as always.
 */

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain paragraphs as the rich-text field holds them. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');

/** The editor's view after the agency asked for drafts: its fields with them, or why there are none; with the status to answer. */
export async function draftedView(c: Context<ConsoleEnv>, draft: ConsoleEstateDraft, fields: Record<string, string>): Promise<[EstateEditorView, number]> {
  const locale = c.get('locale');
  const record = listingRecordOf(fields, draft.languages, draft.people);
  const tone = fields.tone === 'warm' ? 'warm' : 'factual';
  const answer = await call(c, routes.describeListing, { params: { siteId: c.get('site').id }, json: { record, tone } });
  if (answer.status === 503) return [{ form: fields, alert: t(locale, 'translations.draft.off') }, 503];
  if (!answer.ok || !answer.body) return [{ form: fields, alert: t(locale, 'translations.draft.invalid') }, 400];
  const form = { ...fields };
  const offered: string[] = [];
  const kept: string[] = [];
  for (const text of answer.body.texts) {
    const language = languageName(locale, text.lang);
    if (text.claims.length > 0) {
      kept.push(t(locale, 'translations.draft.refused', { language, claims: text.claims.map((claim) => claimText(locale, claim)).join(' ') }));
      continue;
    }
    form[`title.${text.lang}`] = text.title;
    form[`description.${text.lang}`] = paragraphs(text.description);
    offered.push(language);
  }
  return [
    {
      form,
      ...(offered.length > 0 ? { notice: t(locale, 'translations.draft.done', { languages: offered.join(', ') }) } : {}),
      ...(kept.length > 0 ? { alert: kept.join(' ') } : {}),
    },
    200,
  ];
}
