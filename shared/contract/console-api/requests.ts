import * as z from 'zod/mini';
import { consumeRequest, inviteRequest, signInRequest } from '../console';
import { agencyRequest, signUpRequest, signUpSwitch } from '../console-agencies';
import type { ThemeUpdate } from '../console-brand';
import { connectRequest, credentialsRequest, memberRoleRequest } from '../console-crm';
import { domainRequest } from '../console-domains';
import type { LanguagesUpdate } from '../console-languages';
import type { LegalUpdate } from '../console-legal';
import type { MenuSaveRequest } from '../console-menus';
import { newPageRequest } from '../console-page-schemas';
import type { PageSaveRequest } from '../console-pages';
import { passkeyOptionsRequest, passkeyRegisterRequest, passkeySignInOptionsRequest, passkeySignInRequest } from '../console-passkeys';
import { sellerLinkRequest } from '../console-seller-links';
import type { AvmWidgetUpdate, CaptchaUpdate, SettingsUpdate } from '../console-settings';
import type { TagsUpdate } from '../console-tags';

/**
 * A body the route's handler judges field by field against what the platform keeps (the site
 * schema of `updateSite`, a page's sections against the site's own listings, the draft's
 * version): at the door, a JSON object.
 */
const objectOf = <T>() => z.custom<T>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'The body must be a JSON object');

/**
 * The schemas of the console API's JSON bodies by the name a route gives them (routes.ts): the
 * platform checks each body against its schema before the route's handler runs
 * (worker/platform/console/door.ts), and the OpenAPI document lists them. The console's bundle
 * never imports this (its forms check what they send with the same schemas, imported alone).
 */
export const REQUESTS = {
  signIn: signInRequest,
  consume: consumeRequest,
  signUp: signUpRequest,
  signUpSwitch,
  agency: agencyRequest,
  invite: inviteRequest,
  memberRole: memberRoleRequest,
  passkeySignInOptions: passkeySignInOptionsRequest,
  passkeySignIn: passkeySignInRequest,
  passkeyOptions: passkeyOptionsRequest,
  passkeyRegister: passkeyRegisterRequest,
  domain: domainRequest,
  connect: connectRequest,
  credentials: credentialsRequest,
  sellerLink: sellerLinkRequest,
  newPage: newPageRequest,
  savePage: objectOf<PageSaveRequest>(),
  saveMenu: objectOf<MenuSaveRequest>(),
  saveEntities: objectOf<{ version: number; items: unknown[] }>(),
  saveAgreement: objectOf<{ version: number; title: string; html: string }>(),
  generateAgreement: objectOf<{ version: number }>(),
  languages: objectOf<LanguagesUpdate>(),
  legal: objectOf<LegalUpdate>(),
  theme: objectOf<ThemeUpdate>(),
  settings: objectOf<SettingsUpdate>(),
  captcha: objectOf<CaptchaUpdate>(),
  avm: objectOf<AvmWidgetUpdate>(),
  tags: objectOf<TagsUpdate>(),
};
