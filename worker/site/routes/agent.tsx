import { usePage } from '../../../shared/components/page-context';
import { EstateCardView } from '../../../shared/components/estate-card';
import { ContactLines } from '../../../shared/components/detail/sales-rep';
import { isAgent, spokenLanguages } from '../../../shared/domain/agents';
import { type EstateCard, estateCard } from '../../../shared/domain/estate-card';
import { buildSearchBody } from '../../../shared/domain/listing-search';
import { localizedValue, translate } from '../../../shared/i18n';
import { firstSentence, fitDescription, fitTitle } from '../../../shared/domain/page-head';
import { MAIN_TRANSACTION_IDS } from '../../../shared/contract/enums';
import { alternatePaths, buildPath } from '../../../shared/routes';
import type { Employee } from '../../../shared/types/content';
import { captchaOf } from '../config/page-settings';
import { submitContact } from '../forms/contact';
import { readPayload } from '../forms/payload';
import { CaptchaNoScript } from '../render/captcha-noscript';
import { ContactFormIsland } from '../render/islands';
import type { SectionData } from '../render/section-data';
import { contactFormLabels } from '../render/section-labels';
import { getEntityItems } from '../upstream/content';
import { searchEstateSummaries } from '../upstream/estates';
import { visibleListing } from '../upstream/visible';
import { answerForm } from '../forms/answer';
import { agencyJsonLd, agentJsonLd } from './structured-data';
import { requestContext } from '../request-context';
import type { Action, RoutedScreen } from './screen';
import { NotFoundError, type RequestContext } from '../request-context';

/** Listings an agent's page shows at most (their current ones, newest first). */
const AGENT_LISTINGS = 24;
const FORM = 'contact-form-agent';

interface AgentData {
  agent: Employee;
  languages: string[];
  cards: EstateCard[];
  total: number;
  path: string;
  captcha: SectionData['captcha'];
  contact: { sent: boolean; returned: { fieldErrors: Record<string, string>; values: Record<string, string>; message?: string } | null };
}

/** The employee of the address, if it is one of the site's agents; any other (unknown, not an agent) is the 404 page. */
async function findAgent(ctx: Pick<RequestContext, 'api' | 'params'>): Promise<Employee> {
  const id = Number(ctx.params.agentId);
  const agent = (await getEntityItems(ctx.api, 'employees')).find((employee) => employee.id === id && isAgent(employee));
  if (!agent) throw new NotFoundError(`No agent ${id}`);
  return agent;
}

async function load(ctx: RequestContext): Promise<AgentData> {
  const agent = await findAgent(ctx);
  const { site, locale } = ctx;
  // Their current listings: for sale, to rent, to take over, as the site shows them (visibleListing).
  const current = [MAIN_TRANSACTION_IDS.FOR_SALE, MAIN_TRANSACTION_IDS.TO_RENT, MAIN_TRANSACTION_IDS.TAKE_OVER];
  const body = buildSearchBody(
    { sortType: 'date', sortOrder: 'DESC' },
    visibleListing(ctx.api, { query: { terms: { 'transaction.id': current }, match: { 'salesRep.email': agent.email } } }),
    { limit: AGENT_LISTINGS, offset: 0 },
  );
  const found = await searchEstateSummaries(ctx.api, body);
  const url = new URL(ctx.c.req.url);
  const returned = ctx.form?.form === FORM ? ctx.form : null;
  return {
    agent,
    languages: spokenLanguages(agent.languages, locale),
    cards: found.estates.map((estate) => estateCard(estate, locale, { linkToDetail: site.settings.linkToDetail, images: ctx.images }, translate)),
    total: found.total,
    path: url.pathname,
    captcha: captchaOf(ctx.c.env, site),
    contact: {
      sent: url.searchParams.get('contact') === 'sent',
      returned: returned ? { fieldErrors: returned.fieldErrors, values: returned.values, message: returned.message } : null,
    },
  };
}

/** The contact form of an agent's page: the lead names the agent (from the address), whose mail it goes to as well. */
const action: Action = async (c, params, again) => {
  const agent = await findAgent(requestContext(c, params));
  const payload = await readPayload(c);
  const { pathname } = new URL(c.req.url);
  return answerForm(c, await submitContact(c, payload, agent.id), { form: FORM, payload, redirect: () => `${pathname}?contact=sent#${FORM}`, again });
};

function AgentPage({ agent, languages, cards, total, path, captcha, contact }: AgentData) {
  const { locale, t } = usePage();
  const role = localizedValue(agent.function, locale);
  const about = localizedValue(agent.description, locale);
  return (
    <>
      <header className="page-hero agent-hero">
        <div className="container agent">
          {agent.picture ? <img className="agent__photo" src={agent.picture} alt="" width="160" height="160" /> : null}
          <div>
            <h1>{agent.name}</h1>
            {role ? <p className="agent__role">{role}</p> : null}
            <ContactLines className="agent__contact" person={agent}>
              {languages.length > 0 ? <li>{t('employees.languages', { languages: languages.join(', ') })}</li> : null}
            </ContactLines>
          </div>
        </div>
      </header>
      {about ? (
        <section className="section container prose" aria-label={t('agent.about', { name: agent.name })}>
          <p>{about}</p>
        </section>
      ) : null}
      <section className="section container" aria-labelledby="agent-listings">
        <h2 id="agent-listings">{t('agent.listings', { name: agent.firstname })}</h2>
        {cards.length > 0 ? (
          <>
            <ul className="card-grid">
              {cards.map((card) => (
                <li key={card.id}>
                  <EstateCardView card={card} labels={{ noPhoto: t('card.noPhoto') }} />
                </li>
              ))}
            </ul>
            {total > cards.length ? <p>{t('agent.more', { count: total - cards.length })}</p> : null}
          </>
        ) : (
          <p>{t('agent.noListings')}</p>
        )}
      </section>
      <section className="section container contact-section" aria-labelledby={`${FORM}-title`}>
        <h2 id={`${FORM}-title`}>{t('agent.contact', { name: agent.firstname })}</h2>
        <CaptchaNoScript captcha={captcha} />
        <ContactFormIsland
          id={FORM}
          action={path}
          page={path}
          source={null}
          subjects={[]}
          captcha={captcha}
          privacyHref={buildPath('privacy', {}, locale)}
          labels={contactFormLabels(t)}
          initial={contact.returned ? { status: 'error', ...contact.returned } : contact.sent ? { status: 'success' } : undefined}
        />
      </section>
    </>
  );
}

/** /nl/makelaar/{id}: an agent's page, per language, in the sitemap; 404 for an unknown employee or one who is not an agent. */
export const agentScreen: RoutedScreen<AgentData> = {
  route: 'agent',
  kept: true,
  load,
  meta: ({ agent }, { site, t, locale, origin }) => ({
    // The role in the page's language keeps the four languages' titles apart.
    title: fitTitle([`${agent.name}, ${localizedValue(agent.function, locale) || t('agent.role')}`, agent.name], [], site.name),
    description: fitDescription(
      [t('agent.description', { name: agent.name, agency: site.name }), firstSentence(localizedValue(agent.description, locale))],
      [t('agent.fill', { name: agent.firstname })],
    ),
    alternates: alternatePaths('agent', { agentId: agent.id }),
    image: agent.picture,
    // The agent, and the agency node they work for (the one every listing's offer names as seller).
    jsonLd: [agentJsonLd(agent, locale, origin + alternatePaths('agent', { agentId: agent.id })[locale], origin), agencyJsonLd(site, locale, [], origin)],
    stats: {},
  }),
  Page: AgentPage,
  action,
};
