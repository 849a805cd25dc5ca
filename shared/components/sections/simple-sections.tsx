import { Fragment, type ReactNode } from 'react';
import { localizedValue } from '../../i18n';
import type { Section } from '../../types/content';
import { ColumnHeads } from '../column-heads';
import { SafeHtml } from '../localized-html';
import { usePage } from '../page-context';
import { SiteImage } from '../site-image';

type Of<T extends Section['type']> = Extract<Section, { type: T }>;

/** sectionTitle: a heading of the page's content (the page's h1 is its title, above the sections). */
export function SectionTitle({ section }: { section: Of<'sectionTitle'> }) {
  const { locale } = usePage();
  const subtitle = localizedValue(section.subtitle, locale);
  const title = localizedValue(section.title, locale);
  // Never an empty heading (a publish leaves such a section out: shared/contract/section-content.ts).
  if (!title) return null;
  return (
    <header className="section section-title container">
      <h2>{title}</h2>
      {subtitle ? <p className="section-title__subtitle">{subtitle}</p> : null}
    </header>
  );
}

/** htmlText: the agency's HTML, sanitised. */
export function HtmlText({ section }: { section: Of<'htmlText'> }) {
  const { locale } = usePage();
  return (
    <div className="section container">
      <SafeHtml className="prose" html={localizedValue(section.html, locale)} />
    </div>
  );
}

/** imageWithText: a picture (with its alt text) beside the agency's HTML; a section given no picture yet shows its text alone. */
export function ImageWithText({ section }: { section: Of<'imageWithText'> }) {
  const { locale } = usePage();
  const linkUrl = section.link ? localizedValue(section.link.url, locale) : '';
  const title = localizedValue(section.title, locale);
  return (
    <section className={`section container image-with-text image-with-text--${section.imagePosition}`}>
      {section.image.url ? <SiteImage image={section.image} className="image-with-text__image" place="section" /> : null}
      <div className="image-with-text__body">
        {title ? <h2>{title}</h2> : null}
        <SafeHtml className="prose" html={localizedValue(section.html, locale)} />
        {section.link && linkUrl && localizedValue(section.link.label, locale) ? (
          <p>
            <a className="button button--ghost" href={linkUrl}>
              {localizedValue(section.link.label, locale)}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}

/**
 * callToAction: a band with a title, a text and a button; never an empty heading or a button
 * without an address or words (a publish leaves an unfinished one out).
 */
export function CallToAction({ section }: { section: Of<'callToAction'> }) {
  const { locale } = usePage();
  const title = localizedValue(section.title, locale);
  const text = localizedValue(section.text, locale);
  const url = localizedValue(section.button.url, locale);
  const label = localizedValue(section.button.label, locale);
  if (!title && !(url && label)) return null;
  return (
    <section className={`section call-to-action call-to-action--${section.variant}`}>
      <div className="container call-to-action__inner">
        <div>
          {title ? <h2>{title}</h2> : null}
          {text ? <p>{text}</p> : null}
        </div>
        {url && label ? (
          <a className="button button--light" href={url}>
            {label}
          </a>
        ) : null}
      </div>
    </section>
  );
}

/** bivCib: the agency's legal block, which Belgian law requires on its site (shared/domain/legal.ts); each fact when given. */
export function BivCib({ section }: { section: Of<'bivCib'> }) {
  const { site, locale, t } = usePage();
  const { biv, legal } = site;
  if (!biv && !legal) return null;
  const facts: [string, ReactNode][] = [
    [t('biv.agency'), site.name],
    [t('biv.company'), legal?.company],
    [t('biv.enterprise'), legal?.enterpriseNumber],
    [t('biv.profession'), legal?.title && localizedValue(legal.title, locale)],
    [t('biv.number'), biv?.number],
    [t('biv.vat'), biv?.vat],
    [t('biv.vatRegime'), legal?.vatRegime && t(legal.vatRegime === 'exempt' ? 'footer.vatExempt' : 'biv.vatSubject')],
    [t('biv.authority'), biv && localizedValue(biv.authority, locale)],
    [t('biv.insurer'), legal?.insurer && t('biv.policy', legal.insurer)],
  ];
  const code = legal?.deontologyUrl ?? 'https://www.biv.be';
  return (
    <section className="section container biv-cib" aria-labelledby={`biv-${section.id}`}>
      <h2 id={`biv-${section.id}`}>{localizedValue(section.title, locale) || t('biv.title')}</h2>
      <dl className="facts">
        {facts.map(([label, value]) =>
          value ? (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ) : null,
        )}
        <dt>{t('biv.code')}</dt>
        <dd>
          {legal?.deontologyUrl ? null : `${t('biv.codeText')} `}
          <a href={code} rel="noopener noreferrer">
            {legal?.deontologyUrl ? t('footer.deontology') : 'www.biv.be'}
          </a>
        </dd>
      </dl>
    </section>
  );
}

/** The VAT brackets for new builds, explained. */
export const VAT_BRACKETS = [6, 12, 21] as const;

export function VatRegimeCosts({ section }: { section: Of<'vat-regime-costs'> }) {
  const { locale, t } = usePage();
  const title = localizedValue(section.title, locale);
  const intro = localizedValue(section.intro, locale);
  return (
    <section
      className="section container vat-regime"
      aria-labelledby={title ? `vat-${section.id}` : undefined}
      aria-label={title ? undefined : t('vat.caption')}
    >
      {title ? <h2 id={`vat-${section.id}`}>{title}</h2> : null}
      {intro ? <p>{intro}</p> : null}
      <table className="vat-regime__table">
        <caption className="visually-hidden">{t('vat.caption')}</caption>
        <ColumnHeads labels={[t('vat.rate'), t('vat.when')]} />
        <tbody>
          {VAT_BRACKETS.map((rate) => (
            <tr key={rate}>
              <th scope="row">{rate}%</th>
              <td>{t(`vat.bracket${rate}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="vat-regime__note">{t('vat.note')}</p>
    </section>
  );
}
