import * as z from 'zod/mini';
import { weekLines } from '../../../../shared/format/opening-hours';
import { translate } from '../../../../shared/i18n';
import { localizedValue } from '../../../../shared/i18n/locales';
import type { Office } from '../../../../shared/types/content';
import { requestContext } from '../../request-context';
import { getEntityItems } from '../../upstream/content';
import type { AssistantTool } from '../tool';

const args = z.object({});

/**
 * agency_info: the agency as its site shows it: its name and contact (the footer), its offices
 * with their hours (the offices section), and the legal block Belgian law asks for (the footer's
 * and the bivCib section's facts: shared/domain/legal.ts).
 */
export const agencyInfo: AssistantTool<z.infer<typeof args>> = {
  name: 'agency_info',
  group: 'facts',
  args,
  async run({ c, locale }) {
    const { api, site, origin } = requestContext(c, {});
    const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
    const offices = ((await getEntityItems(api, 'offices')) as Office[]).filter((office) => !office.hidden);
    const { biv, legal, contact } = site;
    const structured = {
      name: site.name,
      website: `${origin}/${locale}/`,
      phone: contact.phone || null,
      email: contact.email || null,
      address: [contact.street, `${contact.zip} ${localizedValue(contact.city, locale)}`.trim()].filter(Boolean).join(', ') || null,
      offices: offices.map((office) => ({
        name: office.name,
        address: `${office.street} ${office.number}, ${office.zip} ${localizedValue(office.city, locale)}`,
        phone: office.phone || null,
        email: office.email || null,
        hours: office.week
          ? weekLines(office.week, locale).map((line) => `${line.days}: ${line.hours ?? t('offices.closed')}`)
          : office.openingHours.map((line) => `${localizedValue(line.days, locale)}: ${line.hours}`),
        hoursNote: localizedValue(office.hoursNote, locale) || null,
      })),
      legal: {
        company: legal?.company ?? null,
        enterpriseNumber: legal?.enterpriseNumber ?? null,
        professionalTitle: legal?.title ? localizedValue(legal.title, locale) : null,
        bivNumber: biv?.number ?? null,
        supervisoryAuthority: biv ? localizedValue(biv.authority, locale) : null,
        vat: biv?.vat ?? null,
        vatExempt: legal?.vatRegime === 'exempt',
        insurer: legal?.insurer ? t('biv.policy', legal.insurer) : null,
        deontologyCode: legal?.deontologyUrl ?? 'https://www.biv.be',
      },
    };
    const lines = [
      `${site.name} — ${structured.website}`,
      [structured.phone, structured.email, structured.address].filter(Boolean).join(' · '),
      ...structured.offices.flatMap((office) => [`## ${office.name}: ${office.address}`, ...office.hours, office.hoursNote ?? '']),
      `## ${t('footer.registration')}`,
      ...Object.entries(structured.legal).flatMap(([key, value]) => (value ? [`${key}: ${value}`] : [])),
    ];
    return { text: lines.filter(Boolean).join('\n'), structured };
  },
};
