import type { Locale } from '../../../shared/i18n/locales';
import { compromisChecklist } from '../../../shared/domain/ad-rules/compromis';
import { regionFromPostalCode } from '../../../shared/domain/purchase-costs';
import { fieldId } from './estate-form';
import { LawSources } from './ad-law';
import { t } from '../kit/i18n';

/*
 * The listing editor's "before the compromis" checklist (shared/domain/ad-rules/compromis.ts):
 * the documents the law asks when the compromis is signed, not in the ad (Flanders' asbestos
 * certificates), each ready or not and linked to its field, with the text that asks it. A hint:
 * it never stops a listing from being published.
 */

/** The field of the form each document is entered in. */
const FIELDS = { asbestosCertificate: 'legal.asbestosCertificate', asbestosCommonParts: 'legal.asbestosCertificateCommonParts' } as const;

export function CompromisChecklist({ locale, form }: { locale: Locale; form: Record<string, string> }) {
  const region = regionFromPostalCode(form['address.postalCode']);
  if (!region) return null;
  const type = form.type || 'HOUSE';
  const year = Number(form.constructionYear);
  const checks = compromisChecklist(
    {
      region,
      transaction: form.transaction === 'let' ? 'rent' : 'sale',
      kind: type === 'PLOT' ? 'land' : type === 'GARAGE' ? 'parking' : 'building',
      coOwned: type === 'APARTMENT',
      constructionYear: Number.isInteger(year) && year > 0 ? year : null,
      documents: { asbestosCertificate: form[FIELDS.asbestosCertificate] === 'yes', asbestosCommonParts: form[FIELDS.asbestosCommonParts] === 'yes' },
    },
    new Date().toISOString(),
  );
  if (checks.length === 0) return null;
  return (
    <section className="hint compromis-checklist" aria-labelledby="compromis-title" data-compromis-checklist="">
      <h2 id="compromis-title">{t(locale, 'estates.compromis.title')}</h2>
      <p>{t(locale, 'estates.compromis.intro')}</p>
      <ul>
        {checks.map((check) => (
          <li key={check.item} data-compromis={check.item} data-ready={check.ready ? 'yes' : 'no'}>
            <a href={`#${fieldId(FIELDS[check.item])}`}>{t(locale, `estates.compromis.${check.item}`)}</a>
            {`: ${t(locale, check.ready ? 'estates.compromis.ready' : 'estates.compromis.todo')} — `}
            <LawSources locale={locale} sources={[check.source.id]} />
          </li>
        ))}
      </ul>
    </section>
  );
}
