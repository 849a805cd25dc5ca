import type { Context, Hono } from 'hono';
import type { ConsoleFieldError } from '../../shared/contract/console-legal';
import type { ConsoleSession } from '../../shared/contract/console';
import type { AvmWidgetUpdate, CaptchaUpdate, ConsoleSettings, SettingsUpdate } from '../../shared/contract/console-settings';
import { RECIPIENT_KINDS } from '../../shared/contract/lead-kinds';
import type { AddressDisplay } from '../../shared/domain/site-settings';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { callPlatform } from './platform';
import { postedForm } from './posted';
import { renderPage } from './render';
import type { ConsoleLanguages } from '../../shared/contract/console-languages';
import { type CaptchaForm, CaptchaSection } from './screens/settings-captcha';
import { type AvmForm, AvmSection } from './screens/settings-avm';
import { type LanguagesForm, LanguagesSection, languagesNotice } from './screens/settings-languages';
import { type SettingsForm, SettingsPage } from './screens/settings';
import { refusal } from './team-routes';
import { type ConsoleTools, LANG } from './tools';

const SITE = ':siteId{[1-9][0-9]{0,14}}';
const path = (siteId: string) => `/sites/${siteId}/settings`;

/** The settings the platform answers (owners only). */
export const loadSettings = (c: Context<ConsoleEnv>, tools: ConsoleTools) => callPlatform<ConsoleSettings>(c, tools.platform, path(c.req.param('siteId')!));

/** The whole settings screen: its main form, the captcha keys, the languages and the valuation widget, each with its own errors. */
export async function settingsScreen(
  c: Context<ConsoleEnv>,
  tools: ConsoleTools,
  session: ConsoleSession,
  settings: ConsoleSettings,
  parts: { form?: Partial<SettingsForm>; captcha?: CaptchaForm; languages?: LanguagesForm; avm?: AvmForm },
  status: 200 | 400 | 409 = 200,
): Promise<Response> {
  const locale = c.get('locale');
  const languages = await callPlatform<ConsoleLanguages>(c, tools.platform, `/sites/${settings.site.id}/languages`);
  if (languages.status !== 200 || !languages.body) return refusal(c, tools, languages.status, session);
  const form: SettingsForm = { values: settings, errors: {}, ...parts.form };
  const extra = (
    <>
      <LanguagesSection locale={locale} session={session} languages={languages.body} {...(parts.languages ? { form: parts.languages } : {})} />
      <CaptchaSection locale={locale} session={session} site={settings.site} captcha={settings.captcha} {...(parts.captcha ? { form: parts.captcha } : {})} />
      <AvmSection locale={locale} session={session} site={settings.site} url={settings.avmWidgetUrl} {...(parts.avm ? { form: parts.avm } : {})} />
    </>
  );
  return renderPage(c, <SettingsPage locale={locale} session={session} form={form} extra={extra} />, status);
}

/** The site settings screen (issue 32, owners; the platform refuses anyone else): one form, saved live, and the captcha keys. */
export function settingsRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  const load = (c: Context<ConsoleEnv>) => loadSettings(c, tools);

  app.get(`/${LANG}/sites/${SITE}/settings`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    const answer = await load(c);
    if (answer.status !== 200 || !answer.body) return refusal(c, tools, answer.status, session);
    const notice = languagesNotice(c.get('locale'), { languages: c.req.query('languages'), added: c.req.query('added') });
    return settingsScreen(c, tools, session, answer.body, { form: { saved: c.req.query('saved') === '1' }, ...(notice ? { languages: { errors: {}, notice } } : {}) });
  });

  app.post(`/${LANG}/sites/${SITE}/settings`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const { session, csrf } = posted;
    const locale = c.get('locale');
    const raw = await c.req.parseBody({ all: true });
    const text = (name: string) => (typeof raw[name] === 'string' ? (raw[name] as string).trim() : '');
    const hidden = ([] as unknown[]).concat(raw.hidden ?? []).flatMap((value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? [Number(value)] : []));
    const to = text('to');
    const from = text('from');
    const recipients = Object.fromEntries(RECIPIENT_KINDS.flatMap((kind) => (text(`recipient.${kind}`) ? [[kind, text(`recipient.${kind}`)]] : [])));
    const email = to ? { to, ...(from ? { from } : {}), recipients } : null;
    // A WhatsApp number as people write it ('0032 470 12 34 56', '+32 (0)470/12.34.56'): the platform checks what is left is E.164.
    const whatsapp = text('whatsapp').replace(/\(0\)|[\s./()-]/g, '').replace(/^00/, '+');
    const update: SettingsUpdate = { hiddenStatus: hidden, showEstateAddress: raw.cards === '1', email, whatsapp: whatsapp || null, cardAgent: raw.cardAgent === '1', ...(raw.address === undefined ? {} : { addressDisplay: text('address') }) };
    // A kind's address without a mailbox: the mailbox is what every other kind goes to.
    const alone = !to && Object.keys(recipients).length > 0;
    const answer = alone ? { status: 400, body: null } : await callPlatform<ConsoleSettings & ConsoleFieldError>(c, tools.platform, path(c.req.param('siteId')), { method: 'PUT', json: update, csrf });
    if (answer.status === 200) return c.redirect(`/${locale}/sites/${c.req.param('siteId')}/settings?saved=1`, 303);
    if (answer.status !== 400) return refusal(c, tools, answer.status, session);
    const errors: Record<string, string> = alone ? { 'settings-to': t(locale, 'siteSettings.toNeeded') } : {};
    for (const issue of answer.body?.issues ?? []) {
      const kind = /^delivery\.email\.recipients\.(\w+)/.exec(issue.path)?.[1];
      if (issue.path === 'settings.whatsapp') errors['settings-whatsapp'] ??= t(locale, 'agents.error.whatsapp');
      if (issue.path === 'settings.addressDisplay') errors['settings-address'] ??= t(locale, 'addressDisplay.error');
      const id = kind ? `settings-recipient-${kind}` : issue.path.endsWith('.from') ? 'settings-from' : issue.path.startsWith('delivery') ? 'settings-to' : null;
      if (id) errors[id] ??= t(locale, 'people.error.email');
    }
    const stored = await load(c);
    if (stored.status !== 200 || !stored.body) return refusal(c, tools, stored.status, session);
    // A refused address display checks no choice, as it was posted.
    const values: ConsoleSettings = { ...stored.body, ...update, addressDisplay: (update.addressDisplay ?? stored.body.addressDisplay) as AddressDisplay, whatsapp: text('whatsapp') || null, cardAgent: raw.cardAgent === '1', email: { to, ...(from ? { from } : {}), recipients } };
    return settingsScreen(c, tools, session, stored.body, { form: { values, errors, alert: t(locale, 'errors.summary') } }, 400);
  });

  app.post(`/${LANG}/sites/${SITE}/settings/captcha`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const { session, csrf } = posted;
    const locale = c.get('locale');
    const raw = await c.req.parseBody();
    const text = (name: string) => (typeof raw[name] === 'string' ? (raw[name] as string).trim() : '');
    const remove = raw.remove === '1';
    const update = { provider: text('provider'), siteKey: text('siteKey'), ...(text('secret') ? { secret: text('secret') } : {}) } as CaptchaUpdate;
    const answer = await callPlatform<ConsoleSettings & ConsoleFieldError>(c, tools.platform, `${path(c.req.param('siteId'))}/captcha`, remove ? { method: 'DELETE', csrf } : { method: 'PUT', json: update, csrf });
    if (answer.status === 200) return c.redirect(`/${locale}/sites/${c.req.param('siteId')}/settings?saved=1`, 303);
    if (answer.status !== 400) return refusal(c, tools, answer.status, session);
    const errors: Record<string, string> = {};
    for (const issue of answer.body?.issues ?? []) {
      const field = /^captcha\.(provider|siteKey|secret)/.exec(issue.path)?.[1];
      if (!field) continue;
      const id = field === 'siteKey' ? 'captcha-site-key' : `captcha-${field}`;
      errors[id] ??= t(locale, issue.message === 'required' || (field === 'siteKey' && update.siteKey === '') ? 'people.error.required' : `siteSettings.error.${field}`);
    }
    const stored = await load(c);
    if (stored.status !== 200 || !stored.body) return refusal(c, tools, stored.status, session);
    return settingsScreen(c, tools, session, stored.body, { form: { alert: t(locale, 'errors.summary') }, captcha: { values: { provider: update.provider, siteKey: update.siteKey }, errors } }, 400);
  });

  // The external valuation widget (issue 35): one address, refused beside its field.
  app.post(`/${LANG}/sites/${SITE}/settings/avm`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const { session, csrf } = posted;
    const locale = c.get('locale');
    const raw = await c.req.parseBody();
    const url = typeof raw.url === 'string' ? raw.url.trim() : '';
    const update: AvmWidgetUpdate = { url: url || null };
    const answer = await callPlatform<ConsoleSettings & ConsoleFieldError>(c, tools.platform, `${path(c.req.param('siteId'))}/avm`, { method: 'PUT', json: update, csrf });
    if (answer.status === 200) return c.redirect(`/${locale}/sites/${c.req.param('siteId')}/settings?saved=1`, 303);
    if (answer.status !== 400) return refusal(c, tools, answer.status, session);
    const stored = await load(c);
    if (stored.status !== 200 || !stored.body) return refusal(c, tools, stored.status, session);
    return settingsScreen(c, tools, session, stored.body, { form: { alert: t(locale, 'errors.summary') }, avm: { value: url, error: t(locale, 'avmWidget.error') } }, 400);
  });
}
