import type { Locale } from '../../../shared/i18n/locales';
import { FILTER_STATUSES, LIST_GROUPINGS, LIST_STATUSES, LIST_TYPE_IDS, LIST_TYPES } from '../../../shared/contract/console-sections';
import { MAIN_TRANSACTION_IDS } from '../../../shared/contract/enums';
import type { RawLocalized } from '../../../shared/contract/raw/common';
import type { RawElement, RawPage, RawSection } from '../../../shared/contract/raw/page';

/*
 * The forms of the listing and calculator sections and of the page's counters read
 * into the page (page-form.ts does the other kinds). A number is sent as typed when it is not
 * one, so the platform refuses it beside its field and the form shows it again as it was.
 * Field names: `status.FOR_SALE`, `type.HOUSE` (checkboxes), `priceMin`, `collection`,
 * `counter.2.label.nl`.
 */

type Form = Record<string, string>;
type Texts = (name: string, current: RawLocalized | null | undefined) => RawLocalized;
type OptionalTexts = (name: string, current: RawLocalized | null | undefined) => RawLocalized | null;

/** A whole number as typed, the text itself when it is not one, undefined when empty. */
export function numberOf(value: string | undefined): number | undefined {
  const typed = value?.trim();
  if (!typed) return undefined;
  return (/^\d{1,15}$/.test(typed) ? Number(typed) : typed) as number;
}

type ListQuery = Extract<RawSection, { type: 'estateList' }>['data']['query'];

/** An estate list's search from its form: statuses, types, projects, price and bedrooms; any other part of it kept. */
function queryOf(form: Form, query: ListQuery): ListQuery {
  const terms = { ...(query.terms ?? {}) };
  const statuses = LIST_STATUSES.filter((status) => form[`status.${status}`]).map((status) => MAIN_TRANSACTION_IDS[status]);
  const types = LIST_TYPES.filter((type) => form[`type.${type}`]).map((type) => LIST_TYPE_IDS[type]);
  if (statuses.length > 0) terms['transaction.id'] = statuses;
  else delete terms['transaction.id'];
  if (types.length > 0) terms['headType.id'] = types;
  else delete terms['headType.id'];
  const bounds = (gte: number | undefined, lte?: number) => ({ ...(gte !== undefined ? { gte } : {}), ...(lte !== undefined ? { lte } : {}) });
  const range = { ...(query.range ?? {}) };
  const price = bounds(numberOf(form.priceMin), numberOf(form.priceMax));
  const bedrooms = bounds(numberOf(form.bedrooms), range.bedroomCount?.lte);
  if (Object.keys(price).length > 0) range['price.value'] = price;
  else delete range['price.value'];
  if (Object.keys(bedrooms).length > 0) range.bedroomCount = bedrooms;
  else delete range.bedroomCount;
  const match = { ...(query.match ?? {}) };
  if (form.projects) match.project = true;
  else delete match.project;
  return {
    ...query,
    ...(Object.keys(terms).length > 0 ? { terms } : { terms: undefined }),
    ...(Object.keys(range).length > 0 ? { range } : { range: undefined }),
    ...(Object.keys(match).length > 0 ? { match } : { match: undefined }),
  };
}

/** One section of a kind of console-sections.ts from its form; null for any other kind. */
export function listingSectionOf(section: RawSection, form: Form, L: Texts, O: OptionalTexts): RawSection | null {
  switch (section.type) {
    case 'estateList': {
      const collection = numberOf(form.collection);
      const grouping = LIST_GROUPINGS.find((value) => value === form.grouping);
      const query = JSON.parse(JSON.stringify(queryOf(form, section.data.query))) as ListQuery;
      return {
        ...section,
        data: {
          title: O('title', section.data.title),
          query,
          groupOptions: grouping ? { grouping } : null,
          collections: collection === undefined ? [] : [{ id: collection }],
          pageSize: numberOf(form.pageSize) ?? (form.pageSize as unknown as number),
        },
      };
    }
    case 'estateFilter':
      return { ...section, data: { statuses: FILTER_STATUSES.filter((status) => form[`status.${status}`]) } };
    case 'estateCollection':
      return { ...section, data: { collectionId: numberOf(form.collection) ?? 0, title: O('title', section.data.title) } };
    case 'estateItem':
      return { ...section, data: { estateId: numberOf(form.estate) ?? 0, title: O('title', section.data.title) } };
    case 'rentalList':
      return { ...section, data: { title: O('title', section.data.title), pageSize: numberOf(form.pageSize) ?? null } };
    case 'purchaseCosts':
      return { ...section, data: { title: O('title', section.data.title), intro: O('intro', section.data.intro), price: numberOf(form.price) ?? null } };
    case 'vat-regime-costs':
      return { ...section, data: { title: L('title', section.data.title), intro: L('intro', section.data.intro) } };
    default:
      return null;
  }
}

/** The page's counters from their form: one row per counter, a row left empty dropped; none left, no counters. */
export function withCounters(page: RawPage, form: Form, languages: Locale[]): RawPage {
  const current = page.elements.find((element) => element.type === 'ctaNumbers');
  const rows = new Set([...Object.keys(form)].flatMap((name) => /^counter\.(\d{1,2})\./.exec(name)?.[1] ?? []).map(Number));
  const items = [...rows]
    .sort((a, b) => a - b)
    .flatMap((row) => {
      const field = (name: string) => form[`counter.${row}.${name}`]?.trim() ?? '';
      const label: RawLocalized = { ...(current?.data.items[row]?.label ?? {}) };
      for (const locale of languages) if (form[`counter.${row}.label.${locale}`] !== undefined) label[locale] = field(`label.${locale}`);
      if (!field('value') && !field('suffix') && languages.every((locale) => !label[locale])) return [];
      return [{ value: numberOf(field('value')) ?? (field('value') as unknown as number), label, suffix: field('suffix') || null }];
    });
  const others = page.elements.filter((element) => element !== current);
  if (items.length === 0) return { ...page, elements: others };
  const element: RawElement = { id: current?.id ?? Math.max(0, ...page.elements.map((other) => other.id)) + 1, type: 'ctaNumbers', data: { items } };
  return { ...page, elements: current ? page.elements.map((other) => (other === current ? element : other)) : [...page.elements, element] };
}
