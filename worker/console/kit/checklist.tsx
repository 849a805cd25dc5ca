import { brusselsTime } from '../../../shared/format/brussels-time';
import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSite } from '../../../shared/contract/console';
import { type Checklist, type CrmStepOpen, GOLIVE_STEPS, type GoLiveStep } from '../../../shared/contract/console-golive';
import { t } from './i18n';
import { kindName } from './names';

/** The screen of each step that has one, and whether an editor may open it (theme and logo: yes; the rest is the owner's). */
const STEP_SCREENS: Partial<Record<GoLiveStep, { path: string; editors: boolean }>> = {
  legal: { path: 'legal', editors: false },
  theme: { path: 'brand', editors: true },
  domain: { path: 'domain', editors: false },
  crm: { path: 'crm', editors: false },
  listing: { path: 'estates', editors: true },
};

/** The first listing: add one in the console, or (owners) connect the CRM that has them. */
function ListingStep({ locale, site }: { locale: Locale; site: ConsoleSite }) {
  return (
    <>
      <a href={`/${locale}/sites/${site.id}/estates/new`}>{t(locale, 'golive.addListing')}</a>
      {site.role === 'owner' && (
        <>
          {' · '}
          <a href={`/${locale}/sites/${site.id}/crm`}>{t(locale, 'golive.connectCrm')}</a>
        </>
      )}
    </>
  );
}

/** The review step: a button that makes a one-time preview link and opens the site with it (owners and editors). */
function PreviewForm({ locale, site, csrf }: { locale: Locale; site: ConsoleSite; csrf: string }) {
  return (
    <form className="inline" method="post" action={`/${locale}/sites/${site.id}/preview`}>
      <input type="hidden" name="_csrf" value={csrf} />
      <button type="submit">{t(locale, 'golive.preview')}</button>
    </form>
  );
}

/**
 * Why the CRM step is not done although a connection is made: never tested, or its last test's
 * answer and when; an owner gets the button that tests it again (the CRM screen then shows the answer).
 */
function CrmWhy({ locale, site, open, csrf }: { locale: Locale; site: ConsoleSite; open: CrmStepOpen; csrf: string }) {
  const kind = kindName(locale, open.kind);
  const test = open.lastTest;
  const why = !test
    ? t(locale, 'golive.crmUntested', { kind })
    : test.result.ok
      ? ''
      : `${t(locale, `crm.result.${test.result.reason}`, { kind })} ${t(locale, 'golive.crmTestedAt', { date: brusselsTime(test.at) })}`;
  return (
    <>
      {' '}
      <span className="hint">{why}</span>
      {site.role === 'owner' && (
        <>
          {' '}
          <form className="inline" method="post" action={`/${locale}/sites/${site.id}/crm/${open.connectionId}/test`}>
            <input type="hidden" name="_csrf" value={csrf} />
            <button type="submit">{t(locale, test ? 'golive.crmTestAgain' : 'golive.crmTest', { kind })}</button>
          </form>
        </>
      )}
    </>
  );
}

/** The publish step: for an owner, the way to the confirmation (publish, or back to coming soon); an editor is told who may. */
function PublishStep({ locale, site, live }: { locale: Locale; site: ConsoleSite; live: boolean }) {
  if (site.role !== 'owner') return <span className="hint">{t(locale, 'golive.ownersOnly')}</span>;
  return <a href={`/${locale}/sites/${site.id}/publish`}>{t(locale, live ? 'golive.unpublishLink' : 'golive.publishLink')}</a>;
}

/**
 * The steps of going live with their real states, in order: an ordered list, each
 * state in words (not colour alone), "x of 6 done" in the heading's description. Each step
 * with a screen links to it (the console's one way there); owners get every link and the
 * publish button, an editor the theme and logo and the preview.
 */
export function ChecklistSection({ locale, site, checklist, csrf }: { locale: Locale; site: ConsoleSite; checklist: Checklist | null; csrf: string }) {
  const headingId = `checklist-${site.id}`;
  const done = new Map(checklist?.steps.map(({ step, done: isDone }) => [step, isDone]));
  const count = [...done.values()].filter(Boolean).length;
  return (
    // Not a landmark (a section with a name): each agency on the home page has one.
    <section className="checklist">
      <h3 id={headingId}>{t(locale, 'checklist.title')}</h3>
      <p id={`${headingId}-count`}>
        {checklist ? t(locale, 'golive.count', { done: String(count), total: String(GOLIVE_STEPS.length) }) : t(locale, 'golive.unknown')}
      </p>
      <ol aria-labelledby={headingId} aria-describedby={`${headingId}-count`}>
        {GOLIVE_STEPS.map((step) => {
          const screen = STEP_SCREENS[step];
          const name = t(locale, `checklist.${step}`);
          const state = checklist ? t(locale, done.get(step) ? 'golive.done' : 'golive.toDo') : t(locale, 'golive.unknown');
          const action =
            step === 'review' ? (
              <PreviewForm locale={locale} site={site} csrf={csrf} />
            ) : step === 'publish' && checklist ? (
              <PublishStep locale={locale} site={site} live={checklist.live} />
            ) : step === 'listing' && !done.get(step) ? (
              <ListingStep locale={locale} site={site} />
            ) : null;
          const crmOpen = step === 'crm' && checklist?.crmOpen ? checklist.crmOpen : null;
          return (
            <li key={step} className={done.get(step) ? 'step step--done' : 'step'}>
              <span className="step-name">
                {screen && (site.role === 'owner' || screen.editors) ? <a href={`/${locale}/sites/${site.id}/${screen.path}`}>{name}</a> : name}
              </span>{' '}
              <span className="state">{`(${state})`}</span>
              {crmOpen && <CrmWhy locale={locale} site={site} open={crmOpen} csrf={csrf} />}
              {step === 'listing' && checklist && checklist.needsAttention > 0 && (
                <>
                  {' '}
                  <a href={`/${locale}/sites/${site.id}/estates?attention=1`}>
                    {t(locale, 'golive.needsAttention', { count: String(checklist.needsAttention) })}
                  </a>
                </>
              )}
              {action && <> {action}</>}
              {step === 'publish' && checklist && !checklist.live && checklist.office.state === 'onPublish' && (
                <p className="hint">{t(locale, 'golive.officeOnPublish', { address: checklist.office.address ?? '' })}</p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
