import * as z from 'zod/mini';
import { addressLine, placeLine } from '../../../../shared/domain/address';
import { adFactsOf, adLine, rulesFor } from '../../../../shared/domain/ad-rules';
import { costOfOwning, deedDateOf } from '../../../../shared/domain/cost-of-owning';
import { BASE_RATES, type Sourced } from '../../../../shared/domain/cost-of-owning/tables';
import { detailTabs } from '../../../../shared/domain/detail-tabs';
import { energyLabelText, energyNotice } from '../../../../shared/domain/energy';
import { energyNoticeText } from '../../../../shared/components/detail/energy-block';
import { galleryImages } from '../../../../shared/domain/images';
import { upcomingOpenHouses } from '../../../../shared/domain/open-houses';
import { headTypeCode } from '../../../../shared/domain/property-types';
import { estateCostsOf, purchaseCosts } from '../../../../shared/domain/purchase-costs';
import { formatPrice } from '../../../../shared/format';
import { translate } from '../../../../shared/i18n';
import { localizedValue } from '../../../../shared/i18n/locales';
import { listingText } from '../../../../shared/domain/listing-text';
import { adMentionText } from '../../render/ad-line';
import { requestContext } from '../../request-context';
import { getEstateGroup, getVisibleEstate } from '../../upstream/estates';
import { visibleOnly } from '../../upstream/visible';
import { projectEntityPath } from '../../../../shared/domain/estate-links';
import type { AssistantTool } from '../tool';
import { absolute, briefLine, FLOOD_SYMBOL, listingBrief } from './listing-facts';

/** A listing's id in its address on this site: /{lang}/{offer word}/{id}/… (shared/routes.ts estate, estateSlug). */
const ID_IN_PATH = /^\/(?:nl|fr|en|de)\/(?:aanbod|offre|offer|angebot)\/([1-9]\d{0,14})(?:\/|$)/;

export const listingArgs = z.object({
  id: z.optional(z.int().check(z.positive())),
  url: z.optional(z.string().check(z.maxLength(500))),
});

/** The listing an assistant names, by its id or its address on this site; null: neither names one here. */
export function listingIdOf(given: z.infer<typeof listingArgs>, host: string): number | null {
  if (given.id) return given.id;
  if (!given.url) return null;
  try {
    const url = new URL(given.url, `https://${host}`);
    return url.hostname === host || url.hostname === `www.${host}` || `www.${url.hostname}` === host
      ? Number(ID_IN_PATH.exec(url.pathname)?.[1] ?? 0) || null
      : null;
  } catch {
    return null;
  }
}

const cited = (rows: readonly (Sourced | null | undefined)[]) =>
  rows.flatMap((row) => row?.cites.map((cite) => ({ by: cite.by, url: cite.url, date: cite.date })) ?? []);

/**
 * get_listing: what the listing's page shows (estate-detail-data.ts): its card, address as the
 * site shows it, description, every fact of its tabs, the legal mentions of its region with the
 * rules they come from, purchase costs and the cost of owning with their sources, open houses
 * to come, a project's units, pictures and the agent. Hidden or unknown: the tool's refusal.
 */
export const getListing: AssistantTool<z.infer<typeof listingArgs>> = {
  name: 'get_listing',
  group: 'facts',
  args: listingArgs,
  async run({ c, locale }, given) {
    const { api, origin, images } = requestContext(c, {});
    const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
    const id = listingIdOf(given, new URL(origin).hostname);
    if (!id) return { text: "Give the listing's id, or its address on this site.", isError: true };
    const estate = await getVisibleEstate(api, id);
    const brief = listingBrief(estate, locale, origin, images);
    // A project's units, as its page lists them (the site's hidden statuses applied), each at its address under the project.
    const units = estate.isProject
      ? visibleOnly(api, (await getEstateGroup(api, estate.id)).children).map((unit) => ({
          ...listingBrief(unit, locale, origin, images),
          url: absolute(origin, projectEntityPath(estate, unit.id, locale)),
        }))
      : [];
    const facts = detailTabs(estate, locale, images).map((tab) => ({
      section: tab.label,
      facts: tab.groups.flatMap((group) =>
        group.rows.map((row) => ({
          label: group.title ? `${group.title}: ${row.label}` : row.label,
          value: row.value,
          ...(row.note ? { note: row.note } : {}),
        })),
      ),
    }));
    const today = new Date().toISOString().slice(0, 10);
    const adFacts = adFactsOf(estate);
    const rules = rulesFor(adFacts, today);
    // A flood score worse than C carries the flood symbol in every ad, this answer too: the symbol and its words.
    const legal = adLine(adFacts, today).map((mention) => {
      const source = rules.find((rule) => rule.fact === mention.fact)!.source;
      const text = adMentionText(mention, locale);
      return {
        fact: mention.fact,
        ...text,
        ...(mention.floodSymbol ? { value: `${text.value} ${FLOOD_SYMBOL}`, floodSymbol: t('detail.floodWarning') } : {}),
        source: { law: translate(locale, ['adLaw', source.id]), url: source.url },
      };
    });
    const notice = energyNotice({
      region: estate.address.region,
      headType: headTypeCode(estate.headTypeId),
      status: estate.status,
      energyLabel: estate.energy.energyLabel || estate.energy.customEpcLabel,
    });
    // An energy duty with its status: in force since a day, or planned (never worded as law).
    const energyDuty = notice && {
      kind: notice.kind,
      status: notice.status,
      ...(notice.kind === 'renovation' ? { since: notice.since } : {}),
      text: energyNoticeText(notice, t),
    };
    const sale = estateCostsOf(estate);
    const purchase = sale
      ? (['ownHome', 'other'] as const).map((purchase) => {
          const costs = purchaseCosts({ price: sale.price, region: sale.region, purchase, vat: sale.vat, core: sale.core });
          return {
            case: purchase,
            registrationDuty: costs.duty,
            buildingVat: costs.buildingVat,
            notaryAndOther: costs.notaryFee + costs.otherCosts + costs.notaryVat,
            total: costs.total,
          };
        })
      : null;
    const deedDate = deedDateOf(new URLSearchParams(), new Date());
    const owning = sale
      ? costOfOwning({
          region: sale.region,
          zip: estate.address.city.zip ?? null,
          indexedIncome: estate.ki.indexed,
          agencyTax: estate.ki.communityTax,
          epcScore: estate.energy.epcValue,
          label: energyLabelText(estate.energy.customEpcLabel?.trim() || estate.energy.energyLabel) || null,
          livingArea: estate.dimensions.areaBuild,
          head: headTypeCode(estate.headTypeId) ?? null,
          deedDate,
        })
      : null;
    const tax = owning?.propertyTax;
    const owningSources = owning
      ? cited([
          tax?.kind === 'estimate' ? BASE_RATES[sale!.region] : null,
          ...(tax?.kind === 'estimate' ? tax.parts.map((part) => part.row) : []),
          owning.renovation && owning.renovation.kind !== 'none' ? owning.renovation.rule : null,
        ])
      : [];
    const rep = estate.salesRep;
    // The description its page shows: the agency's, a translation marked with its original's language, or the agency's in another language.
    const words = listingText(estate, 'description', locale);
    const structured = {
      language: locale,
      ...brief,
      address: addressLine(estate.address, locale) || placeLine(estate.address, locale),
      description: words?.text ?? '',
      descriptionLanguage: words?.lang ?? locale,
      ...(words?.from ? { translatedFrom: words.from } : {}),
      facts,
      legalMentions: legal,
      energyDuty,
      agencyLegalText:
        localizedValue(estate.legalMentions, locale)
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim() || null,
      purchaseCosts: purchase && { estimate: true, region: sale!.region, cases: purchase },
      costOfOwning: owning && {
        estimate: true,
        deedDate,
        propertyTaxPerYear: tax?.perYear ?? null,
        energyPerYear: owning.energy?.perYear ?? null,
        perYear: owning.perYear,
        renovation: owning.renovation && {
          ...owning.renovation,
          // A duty's status: in force, or a plan not yet law (Wallonia's draft, Brussels' 2033 target).
          status: owning.renovation.kind === 'required' ? 'inForce' : owning.renovation.kind === 'planned' ? 'planned' : null,
        },
        sources: owningSources,
      },
      units,
      openHouses: upcomingOpenHouses(estate.openHomes, locale).map((open) => ({ start: open.start, end: open.end, label: open.label })),
      pictures: galleryImages(estate.pictures.slice(0, 12), images).map((picture) => absolute(origin, picture.main.src)),
      agent: rep ? { name: `${rep.firstname} ${rep.lastname}`.trim(), phone: rep.phone ?? rep.mobile, email: rep.email } : null,
    };
    const laws = [...new Set(legal.map((mention) => mention.source.url))];
    const lines = [
      briefLine(brief, locale),
      structured.address,
      ...facts.flatMap((tab) => [`## ${tab.section}`, ...tab.facts.map((fact) => `${fact.label}: ${fact.value}${'note' in fact ? ` (${fact.note})` : ''}`)]),
      ...(legal.length
        ? [
            `## ${t('notices.legalMentions')}`,
            ...legal.map((m) => `${m.label}: ${m.value}${'floodSymbol' in m ? ` (${m.floodSymbol})` : ''} [${laws.indexOf(m.source.url) + 1}]`),
          ]
        : []),
      ...laws.map((url, at) => `[${at + 1}] ${legal.find((m) => m.source.url === url)!.source.law} ${url}`),
      ...(purchase ? [`## ${t('costs.title')} (estimate)`, ...purchase.map((one) => `${one.case}: ${formatPrice(one.total)}`)] : []),
      ...(energyDuty ? [energyDuty.text] : []),
      ...(owning ? [`## ${t('owning.title')}`, `${t('owning.perYear')}: ${formatPrice(owning.perYear)}`] : []),
      ...(units.length ? [`## ${t('detail.units')}`, ...units.map((unit) => briefLine(unit, locale))] : []),
      ...(structured.openHouses.length ? [`## ${t('notices.openHouses')}`, ...structured.openHouses.map((open) => open.label)] : []),
      ...(structured.agent
        ? [`## ${t('detail.contactPerson')}`, [structured.agent.name, structured.agent.phone, structured.agent.email].filter(Boolean).join(', ')]
        : []),
      words?.from ? `${t(`detail.translatedFrom_${words.from}`)}:` : '',
      structured.description,
    ];
    return { text: lines.filter(Boolean).join('\n'), structured };
  },
};
