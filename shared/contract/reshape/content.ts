import type { Agreement, Employee, EntityMap, Image, Page, PageElement, Section } from '../../types/content';
import type { RawImage } from '../raw/common';
import type { EntityName, RawEmployee, RawEntityMap } from '../raw/entities';
import type { RawAgreement, RawElement, RawPage, RawSection } from '../raw/page';

function reshapeImage(raw: RawImage): Image {
  return { url: raw.url, alt: raw.alt ?? {}, width: raw.width ?? null, height: raw.height ?? null };
}

/** A section as the site renders it; an unknown type is kept out (and logged) by the caller. */
export function reshapeSection(raw: RawSection): Section | null {
  switch (raw.type) {
    case 'sectionTitle':
      return { id: raw.id, type: raw.type, title: raw.data.title ?? {}, subtitle: raw.data.subtitle ?? null };
    case 'htmlText':
      return { id: raw.id, type: raw.type, html: raw.data.html ?? {} };
    case 'imageWithText':
      return {
        id: raw.id,
        type: raw.type,
        image: reshapeImage(raw.data.image),
        title: raw.data.title ?? {},
        html: raw.data.html ?? {},
        imagePosition: raw.data.imagePosition === 'right' ? 'right' : 'left',
        link: raw.data.link ?? null,
      };
    case 'callToAction':
      return {
        id: raw.id,
        type: raw.type,
        title: raw.data.title ?? {},
        text: raw.data.text ?? {},
        button: raw.data.button,
        variant: raw.data.variant ?? 'primary',
      };
    case 'quotes':
    case 'offices':
    case 'employees':
    case 'bivCib':
    case 'valuationWizard':
      return { id: raw.id, type: raw.type, title: raw.data?.title ?? null };
    case 'reviews':
      return { id: raw.id, type: raw.type, title: raw.data.title ?? null, limit: raw.data.limit ?? 6 };
    case 'vat-regime-costs':
      return { id: raw.id, type: raw.type, title: raw.data.title ?? {}, intro: raw.data.intro ?? {} };
    case 'purchaseCosts':
      return {
        id: raw.id,
        type: raw.type,
        title: raw.data?.title ?? null,
        intro: raw.data?.intro ?? null,
        price: typeof raw.data?.price === 'number' && raw.data.price > 0 ? raw.data.price : null,
      };
    case 'contactForm':
      return { id: raw.id, type: raw.type, title: raw.data.title ?? null, intro: raw.data.intro ?? null, subjects: raw.data.subjects ?? [] };
    case 'estateList':
      return {
        id: raw.id,
        type: raw.type,
        title: raw.data.title ?? null,
        query: raw.data.query ?? {},
        grouping: raw.data.groupOptions?.grouping ?? null,
        collections: (raw.data.collections ?? []).map((collection) => collection.id),
        pageSize: raw.data.pageSize || 15,
      };
    case 'estateFilter':
      return { id: raw.id, type: raw.type, statuses: raw.data.statuses ?? [] };
    case 'estateCollection':
      return { id: raw.id, type: raw.type, collectionId: raw.data.collectionId, title: raw.data.title ?? null };
    case 'estateItem':
      return { id: raw.id, type: raw.type, estateId: raw.data.estateId, title: raw.data.title ?? null };
    case 'rentalList':
      return { id: raw.id, type: raw.type, title: raw.data.title ?? null, pageSize: raw.data.pageSize || 12 };
    default:
      return null;
  }
}

function reshapeElement(raw: RawElement): PageElement | null {
  switch (raw.type) {
    case 'ctaNumbers':
      return { id: raw.id, type: raw.type, items: raw.data.items ?? [] };
    case 'employees':
      return { id: raw.id, type: raw.type, title: raw.data?.title ?? null };
    default:
      return null;
  }
}

/**
 * A CMS page; sections and elements of a type the site does not know are dropped, each told to
 * `onSkipped` (the caller's log: a kind and what), and so are the sections the agency hid, but for `withHidden`
 * (the console's section preview).
 */
export function reshapePage(
  raw: RawPage,
  { withHidden = false, onSkipped }: { withHidden?: boolean; onSkipped?: (kind: string, what: string) => void } = {},
): Page {
  const sections = (raw.sections ?? []).flatMap((section) => {
    if (section.hidden === true && !withHidden) return [];
    const reshaped = reshapeSection(section);
    if (!reshaped) onSkipped?.('page content skipped', `page ${raw.id}: unknown section type ${String((section as { type?: unknown }).type)}`);
    return reshaped ? [reshaped] : [];
  });
  const elements = (raw.elements ?? []).flatMap((element) => {
    const reshaped = reshapeElement(element);
    if (!reshaped) onSkipped?.('page content skipped', `page ${raw.id}: unknown element type ${String((element as { type?: unknown }).type)}`);
    return reshaped ? [reshaped] : [];
  });
  return {
    id: raw.id,
    key: raw.key,
    url: raw.url ?? {},
    title: raw.title ?? {},
    description: raw.description ?? {},
    image: raw.image ? reshapeImage(raw.image) : null,
    sections,
    elements,
  };
}

export function reshapeAgreement(raw: RawAgreement): Agreement {
  return { type: raw.type, locale: raw.locale, title: raw.title, html: raw.html, updatedAt: raw.updatedAt };
}

function reshapeEmployee(raw: RawEmployee): Employee {
  return { ...raw, name: `${raw.firstname} ${raw.lastname}`.trim(), description: raw.description ?? null, officeId: raw.officeId ?? null };
}

/** Entity items as the site uses them. */
export function reshapeEntityItems<N extends EntityName>(name: N, items: RawEntityMap[N][]): EntityMap[N][] {
  if (name === 'employees') return (items as RawEmployee[]).map(reshapeEmployee) as EntityMap[N][];
  return items as unknown as EntityMap[N][];
}
