import type { ComponentType, ReactNode } from 'react';
import { Offices, Quotes, Reviews } from '../../../shared/components/sections/entity-sections';
import { BivCib, CallToAction, HtmlText, ImageWithText, SectionTitle, VatRegimeCosts } from '../../../shared/components/sections/simple-sections';
import type { Section, SectionType } from '../../../shared/types/content';
import { RentalListSection } from './rental-section';
import { EmployeesSection } from './employees-section';
import { EstateCollectionSection, EstateFilterSection, EstateItemSection, EstateListSection } from './estate-sections';
import { ContactFormSection, PurchaseCostsSection } from './form-sections';
import type { SectionData, SectionProps } from './section-data';
import { ValuationWizardSection } from './valuation-wizard';
import { logWarning } from '../log';

const SECTIONS: { [T in SectionType]: ComponentType<SectionProps<T>> } = {
  sectionTitle: ({ section }) => <SectionTitle section={section} />,
  htmlText: ({ section }) => <HtmlText section={section} />,
  imageWithText: ({ section }) => <ImageWithText section={section} />,
  callToAction: ({ section }) => <CallToAction section={section} />,
  quotes: ({ section, data }) => <Quotes section={section} quotes={data.quotes} />,
  reviews: ({ section, data }) => <Reviews section={section} reviews={data.reviews} />,
  offices: ({ section, data }) => <Offices section={section} offices={data.offices} />,
  employees: EmployeesSection,
  bivCib: ({ section }) => <BivCib section={section} />,
  'vat-regime-costs': ({ section }) => <VatRegimeCosts section={section} />,
  purchaseCosts: PurchaseCostsSection,
  contactForm: ContactFormSection,
  valuationWizard: ValuationWizardSection,
  estateList: EstateListSection,
  estateFilter: EstateFilterSection,
  estateCollection: EstateCollectionSection,
  estateItem: EstateItemSection,
  rentalList: ({ section, data }) => <RentalListSection section={section} data={data.rentals[section.id]} path={data.pagePath} />,
};

/** Every page section type has a renderer; the map is checked by the compiler and a test. */
export const SECTION_TYPES = Object.keys(SECTIONS) as SectionType[];

/** Renders one section by its type; a type without a renderer is skipped and logged, never a crash. */
export function RenderSection({ section, data, anchor }: { section: Section; data: SectionData; anchor?: string }): ReactNode {
  const Component = SECTIONS[section.type] as ComponentType<SectionProps<SectionType>> | undefined;
  if (!Component) {
    logWarning('section of an unknown type skipped', String(section.type), `section ${section.id}`);
    return null;
  }
  return <Component section={section as never} data={data} anchor={anchor} />;
}
