import * as z from 'zod/mini';
import type { ThemeUpdate } from '../console-brand';
import type { LanguagesUpdate } from '../console-languages';
import type { LegalUpdate } from '../console-legal';
import type { MenuSaveRequest } from '../console-menus';
import type { PageSaveRequest } from '../console-pages';
import type { AvmWidgetUpdate, CaptchaUpdate, SettingsUpdate } from '../console-settings';
import type { TagsUpdate } from '../console-tags';
import type { ViewingHoursUpdate } from '../console-viewing-hours';
import type { CrmOriginsUpdate } from '../console-crm-origins';

/*
 * The bodies of the console API that its handlers judge key by key against what the platform
 * keeps (the site schema of `updateSite`, a page's sections against the site's own listings,
 * the draft's version): at the door, a JSON object. The other routes' bodies are the schemas
 * of their areas (console.ts, console-agencies.ts, …), checked whole at the door.
 */

/** A body's keys as its handler reads them: each one unchecked yet. */
export type Unchecked<T> = { [K in keyof T]?: unknown };

/** Any JSON object (one schema for all of them: what differs is their types). */
const object = z.custom((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'The body must be a JSON object');

/** An object body whose keys the handler checks: the console sends a T, the handler reads each key as unknown until it has checked it. */
type ObjectOf<T> = z.ZodMiniType<Unchecked<T>, T>;

export const pageSave = object as ObjectOf<PageSaveRequest>;
export const menuSave = object as ObjectOf<MenuSaveRequest>;
export const entitiesSave = object as ObjectOf<{ version: number; items: unknown[] }>;
export const agreementSave = object as ObjectOf<{ version: number; title: string; html: string }>;
export const agreementGenerate = object as ObjectOf<{ version: number }>;
export const languagesUpdate = object as ObjectOf<LanguagesUpdate>;
export const legalUpdate = object as ObjectOf<LegalUpdate>;
export const themeUpdate = object as ObjectOf<ThemeUpdate>;
export const settingsUpdate = object as ObjectOf<SettingsUpdate>;
export const captchaUpdate = object as ObjectOf<CaptchaUpdate>;
export const avmUpdate = object as ObjectOf<AvmWidgetUpdate>;
export const tagsUpdate = object as ObjectOf<TagsUpdate>;
export const viewingHoursUpdate = object as ObjectOf<ViewingHoursUpdate>;
export const crmOriginsUpdate = object as ObjectOf<CrmOriginsUpdate>;
