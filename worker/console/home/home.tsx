import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession, ConsoleSite } from '../../../shared/contract/console';
import type { Checklist } from '../../../shared/contract/console-golive';
import type { WaitingDraft } from '../../../shared/contract/console-drafts';
import { t } from '../kit/i18n';
import { Shell } from '../kit/render';
import { ChecklistSection } from '../kit/checklist';
import { DraftWaits } from './home-approval';
import { Notice } from '../kit/fields';
import { EmptyOr } from '../kit/lists';

type Link = readonly [path: string, words: string];

/** An agency's screens on its card, by their path under the agency and the words of their link: every member's, then the owners'. */
const MEMBER_LINKS: readonly Link[] = [
  ['estates', 'estates.home'],
  ['pages', 'home.pages'],
  ['menus', 'home.menus'],
  ['content/employees', 'home.content'],
  ['agreements', 'home.agreements'],
  ['changes', 'home.changes'],
  ['stats', 'stats.home'],
  ['listings', 'sellerLinks.home'],
  ['translations', 'translations.link'],
];
const OWNER_LINKS: readonly Link[] = [
  ['leads', 'home.leads'],
  ['privacy', 'privacy.link'],
  ['settings', 'home.settings'],
  ['tags', 'tags.link'],
  ['assistants', 'assistants.link'],
  ['viewing-hours', 'viewingHours.link'],
  ['portal-enquiries', 'portal.link'],
  ['team', 'home.team'],
];

/** A list of an agency's screens, a link each. */
function SiteLinks({ locale, site, links }: { locale: Locale; site: ConsoleSite; links: readonly Link[] }) {
  return (
    <ul className="site-links">
      {links.map(([path, words]) => (
        <li key={path}>
          <a href={`/${locale}/sites/${site.id}/${path}`}>{t(locale, words)}</a>
        </li>
      ))}
    </ul>
  );
}

/** One agency on the home page: its name, the user's role, its checklist (whose steps lead to their screens) and, for an owner, its leads and team. */
function SiteCard({
  locale,
  site,
  checklist,
  csrf,
  waiting,
  sameNameAs,
}: {
  locale: Locale;
  site: ConsoleSite;
  checklist: Checklist | null;
  csrf: string;
  waiting: WaitingDraft | null;
  sameNameAs?: ConsoleSite | undefined;
}) {
  const changes = waiting?.approval && site.role !== 'owner' ? 'approval.homeChanges' : 'home.changes';
  return (
    <li className="site">
      <h2>{site.name}</h2>
      {sameNameAs && <p className="alert">{t(locale, 'home.sameName', { id: String(sameNameAs.id) })}</p>}
      <p>{t(locale, 'home.yourRole', { role: t(locale, `role.${site.role}`) })}</p>
      {waiting && <DraftWaits locale={locale} site={site} waiting={waiting} />}
      <ChecklistSection locale={locale} site={site} checklist={checklist} csrf={csrf} />
      <SiteLinks locale={locale} site={site} links={MEMBER_LINKS.map(([path, key]) => [path, path === 'changes' ? changes : key])} />
      {site.role === 'owner' && <SiteLinks locale={locale} site={site} links={OWNER_LINKS} />}
    </li>
  );
}

const nameKey = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** For the operator: an older agency with this one's name (a sign-up taking an existing agency's name is to be checked), or undefined. */
function earlierNamesake(sites: ConsoleSite[], site: ConsoleSite): ConsoleSite | undefined {
  return sites.find((other) => other.id < site.id && nameKey(other.name) === nameKey(site.name));
}

/** The console's first page: the user's agencies, each with the steps to go live. */
export function HomePage({
  locale,
  session,
  checklists = {},
  waiting = {},
  notice,
}: {
  locale: Locale;
  session: ConsoleSession;
  checklists?: Record<number, Checklist | null>;
  /** Each agency's draft: changes that wait for an owner's approval, or were sent back. */
  waiting?: Record<number, WaitingDraft | null>;
  /** What was just done (a publish), said once at the top. */
  notice?: { action: 'publish' | 'unpublish'; site: string } | undefined;
}) {
  return (
    <Shell locale={locale} title={t(locale, 'title.home')} path="/" session={session}>
      {notice && <Notice>{t(locale, `golive.doneMessage.${notice.action}`, { site: notice.site })}</Notice>}
      {session.user.operator && <p>{t(locale, 'home.operator')}</p>}
      {session.user.operator && (
        <p>
          <a href={`/${locale}/agencies/new`}>{t(locale, 'home.newAgency')}</a>
        </p>
      )}
      <EmptyOr items={session.sites} none={t(locale, 'home.none')}>
        {(sites) => (
          <ul className="sites">
            {sites.map((site) => (
              <SiteCard
                key={site.id}
                locale={locale}
                site={site}
                checklist={checklists[site.id] ?? null}
                csrf={session.csrf}
                waiting={waiting[site.id] ?? null}
                sameNameAs={session.user.operator ? earlierNamesake(session.sites, site) : undefined}
              />
            ))}
          </ul>
        )}
      </EmptyOr>
    </Shell>
  );
}
