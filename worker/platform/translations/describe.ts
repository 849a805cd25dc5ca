import type { DraftedText } from '../../../shared/contract/console-translations';
import type { RawEstate } from '../../../shared/contract/raw/estate';
import { reshapeEstate } from '../../../shared/contract/reshape/estate';
import { estateFeatures } from '../../../shared/domain/listing-features';
import { headTypeCode } from '../../../shared/domain/property-types';
import { factClaims, textFacts } from '../../../shared/domain/text-facts';
import type { Locale } from '../../../shared/i18n/locales';
import type { Writer } from './seam';

/*
 * "Draft a description" in the listing editor (docs/translations.md): a title and a description
 * in each of the site's languages written by Workers AI's text model from the listing's facts
 * alone, in the tone asked, each checked as a translation is (facts.ts): a number, a date or an EPC
 * label the facts do not give, or a feature the listing lacks, keeps a draft back with its claims.
 * Nothing is stored: the editor offers the drafts in its fields, and only the agency's save keeps them.
 */

const LANGUAGE: Record<Locale, string> = { nl: 'Dutch (Belgium)', fr: 'French (Belgium)', en: 'English', de: 'German' };
const TONE = { factual: 'sober and factual', warm: 'warm and inviting, never exaggerated' } as const;

/** The facts a draft is written from, one a line, in the words the fact checker reads. */
export function factsOf(estate: RawEstate): string {
  const listing = reshapeEstate(estate);
  const g = estate.general;
  return [
    `type: ${(headTypeCode(g.headType.id) ?? 'property').toLowerCase()}, ${g.status === 'TO_RENT' ? 'to rent' : 'for sale'}`,
    `place: ${g.address.city.zip} ${g.address.city.name?.nl ?? ''}`,
    listing.price.value ? `price: ${listing.price.value} EUR${listing.price.period === 'MONTH' ? ' a month' : ''}` : '',
    listing.bedrooms ? `bedrooms: ${listing.bedrooms}` : '',
    listing.bathrooms ? `bathrooms: ${listing.bathrooms}` : '',
    listing.dimensions.areaBuild ? `living area: ${listing.dimensions.areaBuild} m²` : '',
    listing.dimensions.areaGround ? `plot: ${listing.dimensions.areaGround} m²` : '',
    estate.technical.constructionYear ? `built in ${estate.technical.constructionYear}` : '',
    estate.energy.energyLabel ? `EPC label ${estate.energy.energyLabel.replace('_PLUS', '+')}` : '',
    `features: ${estateFeatures(listing).join(', ') || 'none'}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Drafts of a listing's title and description in `languages`, each checked against its facts. */
export async function describe(writer: Writer, estate: RawEstate, languages: readonly Locale[], tone: keyof typeof TONE): Promise<DraftedText[]> {
  const facts = factsOf(estate);
  const stated = textFacts(facts);
  const has = new Set(estateFeatures(reshapeEstate(estate)));
  return Promise.all(
    languages.map(async (lang): Promise<DraftedText> => {
      const instructions =
        `You write property listings for a Belgian estate agency. Write in ${LANGUAGE[lang]}, ${TONE[tone]}. ` +
        'Use only the facts given: no number, date, energy label or feature that is not among them. ' +
        'Answer with the title on the first line, then an empty line, then a description of two or three short paragraphs, in plain text.';
      const written = await writer.write(instructions, facts);
      const [title = '', ...rest] = written.split('\n');
      const description = rest.join('\n').trim();
      return { lang, title: title.replace(/^#+\s*|\*\*/g, '').trim(), description, claims: factClaims(textFacts(written), stated, has, false) };
    }),
  );
}
