import type { Locale } from '../i18n/locales';
import { buildPath } from '../routes';

/**
 * The agency's agents: the employees shown as sales representative (the console's
 * people editor: matched to the CRM's negotiator by e-mail address) have a page of
 * their own, and a listing's sales representative links to it.
 * Pure, for the site's pages.
 */

interface Person {
  id: number;
  email: string;
  salesRep?: boolean;
  hidden?: boolean;
}

/** Whether an employee has an agent's page. */
export const isAgent = (employee: Pick<Person, 'salesRep' | 'hidden'>): boolean => employee.salesRep === true && employee.hidden !== true;

/** The agent with this e-mail address (any case), if one is. */
export function agentByEmail<P extends Person>(employees: readonly P[], email: string | null | undefined): P | undefined {
  const wanted = email?.trim().toLowerCase();
  return wanted ? employees.find((employee) => isAgent(employee) && employee.email.trim().toLowerCase() === wanted) : undefined;
}

/** An agent's page in a language. */
export const agentPath = (agent: Pick<Person, 'id'>, locale: Locale): string => buildPath('agent', { agentId: agent.id }, locale);

/** One Intl.DisplayNames per page language (making one cost more than the rest of this function, profiled). */
const displayNames = new Map<string, Intl.DisplayNames>();
function languageNames(locale: Locale): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) displayNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'language' })));
  return names;
}

/** A language's name in a page's language, looked up once per isolate (each `of` is a call into ICU; a home page names some dozens). */
const languageNameCache = new Map<string, string>();
function languageName(code: string, locale: Locale): string {
  const key = `${locale}:${code}`;
  let name = languageNameCache.get(key);
  if (name === undefined) languageNameCache.set(key, (name = languageNames(locale).of(code) ?? code));
  return name;
}

/**
 * The languages an employee speaks, named in the page's language, the page's own first.
 * @example spokenLanguages(['fr', 'nl', 'es'], 'nl') // ['Nederlands', 'Frans', 'Spaans']
 */
export function spokenLanguages(codes: readonly string[] | undefined, locale: Locale): string[] {
  if (!codes?.length) return [];
  return [...new Set((codes ?? []).filter((code) => /^[a-z]{2,3}$/.test(code)))]
    .sort((a, b) => Number(b === locale) - Number(a === locale))
    .map((code) => languageName(code, locale));
}
