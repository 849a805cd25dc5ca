import type { Context } from 'hono';
import * as routes from '../../../shared/contract/console-api/routes';
import type { CaptchaUpdate, ConsoleSettings, SettingsUpdate } from '../../../shared/contract/console-settings';
import { RECIPIENT_KINDS } from '../../../shared/contract/lead-kinds';
import type { AddressDisplay } from '../../../shared/domain/site-settings';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { type CaptchaForm, CaptchaSection } from './settings-captcha';
import { type AvmForm, AvmSection } from './settings-avm';
import { ApprovalSection } from './settings-approval';
import { type LanguagesForm, LanguagesSection, languagesNotice } from './settings-languages';
import { type SettingsForm, SettingsPage } from './settings';

/** The parts of the settings screen besides its main form, each with its own errors. */
interface SettingsParts {
  form?: Partial<SettingsForm>;
  captcha?: CaptchaForm;
  languages?: LanguagesForm;
  avm?: AvmForm;
}

/**
 * The whole settings screen (owners), the settings as the platform has them now: its main
 * form, the captcha keys, the languages and the valuation widget, each with its own errors.
 * A form refused shows the form again; the settings are read after the refusal.
 */
export async function settingsScreen(c: Context<ConsoleEnv>, parts: SettingsParts, status: 200 | 400 | 409 = 200, stored?: ConsoleSettings): Promise<Response> {
  const locale = c.get('locale');
  const session = c.get('session');
  const params = { params: { siteId: c.get('site').id } };
  const settings = stored ? { ok: true as const, body: stored } : await call(c, routes.settingsGet, params);
  if (!settings.ok) return refusal(c, settings.status);
  const languages = await call(c, routes.languagesGet, params);
  if (!languages.ok) return refusal(c, languages.status);
  const form: SettingsForm = { values: settings.body, errors: {}, ...parts.form };
  const extra = (
    <>
      <LanguagesSection locale={locale} session={session} languages={languages.body} {...(parts.languages ? { form: parts.languages } : {})} />
      <CaptchaSection
        locale={locale}
        session={session}
        site={settings.body.site}
        captcha={settings.body.captcha}
        {...(parts.captcha ? { form: parts.captcha } : {})}
      />
      <AvmSection locale={locale} session={session} site={settings.body.site} url={settings.body.avmWidgetUrl} {...(parts.avm ? { form: parts.avm } : {})} />
      <ApprovalSection locale={locale} session={session} site={settings.body.site} required={settings.body.ownerApproval} />
    </>
  );
  return renderPage(c, <SettingsPage locale={locale} session={session} form={form} extra={extra} />, status);
}

/** The site settings screen (owners): one form, saved live, and the captcha keys, the valuation widget and the editors' approval. */
export function settingsRoutes({ owner }: ConsoleGroups): void {
  const params = (c: Context<ConsoleEnv>) => ({ params: { siteId: c.get('site').id } });
  const saved = (c: Context<ConsoleEnv>) => c.redirect(`/${c.get('locale')}/sites/${c.get('site').id}/settings?saved=1`, 303);
  /** The form's value of a field, trimmed ('' when absent). */
  const text = (c: Context<ConsoleEnv>, name: string) => (c.get('form').fields[name] ?? '').trim();

  owner.get('/settings', (c) => {
    const notice = languagesNotice(c.get('locale'), { languages: c.req.query('languages'), added: c.req.query('added') });
    return settingsScreen(c, { form: { saved: c.req.query('saved') === '1' }, ...(notice ? { languages: { errors: {}, notice } } : {}) });
  });

  owner.post('/settings', async (c) => {
    const locale = c.get('locale');
    const form = c.get('form').fields;
    const raw = await c.req.parseBody({ all: true });
    const hidden = ([] as unknown[]).concat(raw.hidden ?? []).flatMap((value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? [Number(value)] : []));
    const to = text(c, 'to');
    const from = text(c, 'from');
    const recipients = Object.fromEntries(RECIPIENT_KINDS.flatMap((kind) => (text(c, `recipient.${kind}`) ? [[kind, text(c, `recipient.${kind}`)]] : [])));
    const email = to ? { to, ...(from ? { from } : {}), recipients } : null;
    // A WhatsApp number as people write it ('0032 470 12 34 56', '+32 (0)470/12.34.56'): the platform checks what is left is E.164.
    const whatsapp = text(c, 'whatsapp')
      .replace(/\(0\)|[\s./()-]/g, '')
      .replace(/^00/, '+');
    const update: SettingsUpdate = {
      hiddenStatus: hidden,
      showEstateAddress: form.cards === '1',
      email,
      whatsapp: whatsapp || null,
      cardAgent: form.cardAgent === '1',
      ...(form.address === undefined ? {} : { addressDisplay: text(c, 'address') }),
    };
    // A kind's address without a mailbox: the mailbox is what every other kind goes to.
    const alone = !to && Object.keys(recipients).length > 0;
    const answer = alone ? null : await call(c, routes.settingsUpdate, { ...params(c), json: update });
    if (answer?.ok) return saved(c);
    if (answer && answer.status !== 400) return refusal(c, answer.status);
    const errors: Record<string, string> = alone ? { 'settings-to': t(locale, 'siteSettings.toNeeded') } : {};
    for (const issue of answer?.body?.issues ?? []) {
      const kind = /^delivery\.email\.recipients\.(\w+)/.exec(issue.path)?.[1];
      if (issue.path === 'settings.whatsapp') errors['settings-whatsapp'] ??= t(locale, 'agents.error.whatsapp');
      if (issue.path === 'settings.addressDisplay') errors['settings-address'] ??= t(locale, 'addressDisplay.error');
      const id = kind
        ? `settings-recipient-${kind}`
        : issue.path.endsWith('.from')
          ? 'settings-from'
          : issue.path.startsWith('delivery')
            ? 'settings-to'
            : null;
      if (id) errors[id] ??= t(locale, 'people.error.email');
    }
    const stored = await call(c, routes.settingsGet, params(c));
    if (!stored.ok) return refusal(c, stored.status);
    // A refused address display checks no choice, as it was posted.
    const values: ConsoleSettings = {
      ...stored.body,
      ...update,
      addressDisplay: (update.addressDisplay ?? stored.body.addressDisplay) as AddressDisplay,
      whatsapp: text(c, 'whatsapp') || null,
      cardAgent: form.cardAgent === '1',
      email: { to, ...(from ? { from } : {}), recipients },
    };
    return settingsScreen(c, { form: { values, errors, alert: t(locale, 'errors.summary') } }, 400, stored.body);
  });

  owner.post('/settings/captcha', async (c) => {
    const locale = c.get('locale');
    const update = { provider: text(c, 'provider'), siteKey: text(c, 'siteKey'), ...(text(c, 'secret') ? { secret: text(c, 'secret') } : {}) } as CaptchaUpdate;
    const answer =
      c.get('form').fields.remove === '1'
        ? await call(c, routes.settingsRemoveCaptcha, params(c))
        : await call(c, routes.settingsCaptcha, { ...params(c), json: update });
    if (answer.ok) return saved(c);
    if (answer.status !== 400) return refusal(c, answer.status);
    const errors: Record<string, string> = {};
    for (const issue of answer.body?.issues ?? []) {
      const field = /^captcha\.(provider|siteKey|secret)/.exec(issue.path)?.[1];
      if (!field) continue;
      const id = field === 'siteKey' ? 'captcha-site-key' : `captcha-${field}`;
      errors[id] ??= t(
        locale,
        issue.message === 'required' || (field === 'siteKey' && update.siteKey === '') ? 'people.error.required' : `siteSettings.error.${field}`,
      );
    }
    return settingsScreen(
      c,
      { form: { alert: t(locale, 'errors.summary') }, captcha: { values: { provider: update.provider, siteKey: update.siteKey }, errors } },
      400,
    );
  });

  // Editors' changes published by an owner: one switch (a checkbox left unticked is not posted: off).
  owner.post('/settings/approval', async (c) => {
    const answer = await call(c, routes.settingsApproval, { ...params(c), json: { required: c.get('form').fields.required === '1' } });
    if (!answer.ok) return refusal(c, answer.status);
    return saved(c);
  });

  // The external valuation widget: one address, refused beside its field.
  owner.post('/settings/avm', async (c) => {
    const url = text(c, 'url');
    const answer = await call(c, routes.settingsAvm, { ...params(c), json: { url: url || null } });
    if (answer.ok) return saved(c);
    if (answer.status !== 400) return refusal(c, answer.status);
    return settingsScreen(c, { form: { alert: t(c.get('locale'), 'errors.summary') }, avm: { value: url, error: t(c.get('locale'), 'avmWidget.error') } }, 400);
  });
}
