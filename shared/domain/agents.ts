import type { Locale } from '../i18n/locales';
import { buildPath } from '../routes';

/**
 * The agency's agents (issue 35): the employees marked as agents have a page of their own, and
 * a listing's sales representative is one of them when the CRM gives the same e-mail address.
 * Pure, for the site's pages.
 */

interface Person {
  id: number;
  email: string;
  agent?: boolean;
}

/** Whether an employee has an agent's page. */
export const isAgent = (employee: Pick<Person, 'agent'>): boolean => employee.agent === true;

/** The agent with this e-mail address (any case), if one is. */
export function agentByEmail<P extends Person>(employees: readonly P[], email: string | null | undefined): P | undefined {
  const wanted = email?.trim().toLowerCase();
  return wanted ? employees.find((employee) => isAgent(employee) && employee.email.trim().toLowerCase() === wanted) : undefined;
}

/** An agent's page in a language. */
export const agentPath = (agent: Pick<Person, 'id'>, locale: Locale): string => buildPath('agent', { agentId: agent.id }, locale);

/**
 * The languages an agent speaks, named in the page's language, the page's own first.
 * @example spokenLanguages(['fr', 'nl', 'es'], 'nl') // ['Nederlands', 'Frans', 'Spaans']
 */
export function spokenLanguages(codes: readonly string[] | undefined, locale: Locale): string[] {
  const valid = [...new Set((codes ?? []).filter((code) => /^[a-z]{2}$/.test(code)))].sort((a, b) => Number(b === locale) - Number(a === locale));
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'language' });
  } catch {
    names = null;
  }
  return valid.map((code) => {
    const name = names?.of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  });
}
