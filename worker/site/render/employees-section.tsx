import { usePage } from '../../../shared/components/page-context';
import { localizedValue } from '../../../shared/i18n';
import type { Employee } from '../../../shared/types/content';
import type { Localized } from '../../../shared/i18n/locales';
import { agentPath, isAgent, spokenLanguages } from '../../../shared/domain/agents';
import { heldImageSource } from '../../../shared/domain/images';
import { EmployeesCarouselIsland } from './islands';
import type { SectionProps } from './section-data';

/** The employees carousel, as a section or as the page element of the same name. */
export function EmployeesBlock({
  title,
  headingId,
  anchor,
  employees,
}: {
  title: Localized | null;
  headingId: string;
  anchor?: string;
  employees: Employee[];
}) {
  const { locale, t, site } = usePage();
  if (employees.length === 0) return null;
  return (
    <section className="section container" id={anchor} aria-labelledby={headingId}>
      <EmployeesCarouselIsland
        title={localizedValue(title, locale) || t('employees.title')}
        headingId={headingId}
        previousLabel={t('carousel.previous')}
        nextLabel={t('carousel.next')}
        employees={employees.map((employee) => ({
          id: employee.id,
          name: employee.name,
          role: localizedValue(employee.function, locale),
          picture: employee.picture ? heldImageSource(employee.picture, 'photo', site.id) : null,
          phone: employee.phone,
          email: employee.email,
          languages: employee.languages?.length ? t('employees.languages', { languages: spokenLanguages(employee.languages, locale).join(', ') }) : '',
          href: isAgent(employee) ? agentPath(employee, locale) : null,
        }))}
      />
    </section>
  );
}

export function EmployeesSection({ section, data, anchor }: SectionProps<'employees'>) {
  return <EmployeesBlock title={section.title} headingId={`employees-title-${section.id}`} anchor={anchor} employees={data.employees} />;
}
