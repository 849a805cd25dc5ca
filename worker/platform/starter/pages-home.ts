import { escapeUTF8 } from 'entities/escape';
import { LOCALES } from '../../../shared/i18n/locales';
import { callToAction, htmlText, named, pageLink, type SectionDraft, sectionTitle, type StarterPage, type Text } from './draft';
import { SUBJECTS, VALUATION_BUTTON } from './texts';

/** The agency's name in every language (a name is not translated). */
const everywhere = (value: string): Text => Object.fromEntries(LOCALES.map((locale) => [locale, value])) as Text;

const GENERIC_TAGLINE: Text = {
  nl: 'Uw vastgoedmakelaar voor kopen, verkopen, huren en verhuren',
  fr: 'Votre agence immobilière pour acheter, vendre, louer et mettre en location',
  en: 'Your estate agent for buying, selling, renting and letting',
  de: 'Ihr Immobilienmakler für Kauf, Verkauf, Miete und Vermietung',
};

/** The home page: the agency's name and tagline, the search with its listings, a valuation and a contact call, the reviews (shown once there are any). */
export function homePage(name: string, tagline: Partial<Text>): StarterPage {
  const subtitle = Object.fromEntries(LOCALES.map((locale) => [locale, tagline[locale]?.trim() || GENERIC_TAGLINE[locale]])) as Text;
  return {
    key: 'home',
    title: named(name, (n) => ({
      nl: `${n} – uw vastgoedmakelaar`,
      fr: `${n} – votre agence immobilière`,
      en: `${n} – your estate agent`,
      de: `${n} – Ihr Immobilienmakler`,
    })),
    description: named(name, (n) => ({
      nl: `Huizen, appartementen en nieuwbouw te koop en te huur bij ${n}. Zoek in ons aanbod of vraag een gratis schatting van uw woning aan.`,
      fr:
        `Maisons, appartements et projets neufs à vendre et à louer chez ${n}. Cherchez dans notre offre ou demandez une estimation gratuite de ` +
        `votre bien.`,
      en: `Houses, apartments and new builds for sale and to let with ${n}. Search our listings or ask for a free valuation of your home.`,
      de: `Häuser, Wohnungen und Neubauten zum Kauf und zur Miete bei ${n}. Durchsuchen Sie unser Angebot oder fordern Sie eine kostenlose Bewertung an.`,
    })),
    sections: [
      { type: 'sectionTitle', data: { title: everywhere(name), subtitle } },
      { type: 'estateFilter', data: { statuses: ['FOR_SALE', 'TO_RENT'] } },
      {
        type: 'estateList',
        data: {
          title: { nl: 'Ons aanbod', fr: 'Notre offre', en: 'Our listings', de: 'Unser Angebot' },
          query: { terms: { 'transaction.id': [1, 2, 3] } },
          groupOptions: null,
          collections: [],
          pageSize: 6,
        },
      },
      callToAction(
        { nl: 'Wat is uw woning waard?', fr: 'Combien vaut votre bien ?', en: 'What is your home worth?', de: 'Was ist Ihre Immobilie wert?' },
        pageLink('valuation', VALUATION_BUTTON),
        'accent',
        {
          nl: 'Vraag een gratis en vrijblijvende schatting aan. Een erkend makelaar komt bij u langs.',
          fr: 'Demandez une estimation gratuite et sans engagement. Un agent agréé passe chez vous.',
          en: 'Ask for a free valuation with no obligation. A licensed agent will visit you.',
          de: 'Fordern Sie eine kostenlose und unverbindliche Bewertung an. Ein zugelassener Makler besucht Sie.',
        },
      ),
      callToAction(
        {
          nl: 'Een vraag over kopen, verkopen of huren?',
          fr: 'Une question sur l’achat, la vente ou la location ?',
          en: 'A question about buying, selling or renting?',
          de: 'Eine Frage zu Kauf, Verkauf oder Miete?',
        },
        pageLink('contact', { nl: 'Neem contact op', fr: 'Contactez-nous', en: 'Contact us', de: 'Kontakt aufnehmen' }),
        'primary',
        {
          nl: 'Stuur ons een bericht of bel ons: we helpen u graag verder.',
          fr: 'Envoyez-nous un message ou appelez-nous : nous vous aidons volontiers.',
          en: 'Send us a message or give us a call: we are happy to help.',
          de: 'Schreiben Sie uns oder rufen Sie uns an: Wir helfen Ihnen gerne weiter.',
        },
      ),
      // Renders nothing until the agency has reviews (entity-sections.tsx: no items, no section).
      {
        type: 'reviews',
        data: {
          title: { nl: 'Wat onze klanten zeggen', fr: 'Ce que disent nos clients', en: 'What our clients say', de: 'Was unsere Kunden sagen' },
          limit: 6,
        },
      },
    ],
  };
}

/** The about page: a short generic story the agency rewrites, its team, offices and BIV registration (each shown once filled). */
export function aboutPage(name: string): StarterPage {
  const n = escapeUTF8(name);
  return {
    key: 'about',
    title: named(name, (value) => ({ nl: `Over ${value}`, fr: `À propos de ${value}`, en: `About ${value}`, de: `Über ${value}` })),
    description: named(name, (value) => ({
      nl: `Maak kennis met ${value}: erkende vastgoedmakelaars die u persoonlijk begeleiden bij het kopen, verkopen, huren en verhuren van uw woning.`,
      fr: `Découvrez ${value} : des agents immobiliers agréés qui vous accompagnent personnellement pour acheter, vendre, louer ou mettre en location.`,
      en: `Get to know ${value}: licensed estate agents who guide you in person when you buy, sell, rent or let your home.`,
      de: `Lernen Sie ${value} kennen: zugelassene Immobilienmakler, die Sie beim Kauf, Verkauf, bei der Miete und Vermietung persönlich begleiten.`,
    })),
    sections: [
      { type: 'sectionTitle', data: { title: { nl: 'Over ons', fr: 'À propos', en: 'About us', de: 'Über uns' }, subtitle: null } },
      htmlText({
        nl:
          `<p><strong>${n}</strong> begeleidt u bij het kopen, verkopen, huren en verhuren van vastgoed: van de eerste schatting tot de ` +
          `overhandiging van de sleutels.</p><ul><li><strong>Persoonlijk</strong>: u hebt één vast ` +
          `aanspreekpunt.</li><li><strong>Transparant</strong>: na elk bezoek en elk bod hoort u van ons.</li><li><strong>Erkend</strong>: onze ` +
          `makelaars zijn erkend door het Beroepsinstituut van Vastgoedmakelaars (BIV).</li></ul>`,
        fr:
          `<p><strong>${n}</strong> vous accompagne pour acheter, vendre, louer ou mettre en location un bien : de la première estimation jusqu’à ` +
          `la remise des clés.</p><ul><li><strong>Un suivi personnel</strong> : vous avez un seul interlocuteur.</li><li><strong>La ` +
          `transparence</strong> : après chaque visite et chaque offre, nous vous tenons informé.</li><li><strong>L’agréation</strong> : nos ` +
          `agents sont agréés par l’Institut professionnel des agents immobiliers (IPI).</li></ul>`,
        en:
          `<p><strong>${n}</strong> guides you when you buy, sell, rent or let a property: from the first valuation to the handing over of the ` +
          `keys.</p><ul><li><strong>Personal</strong>: you have one contact person throughout.</li><li><strong>Transparent</strong>: after every ` +
          `viewing and every offer you hear from us.</li><li><strong>Licensed</strong>: our agents are licensed by the Professional Institute of ` +
          `Real Estate Agents (BIV/IPI).</li></ul>`,
        de:
          `<p><strong>${n}</strong> begleitet Sie beim Kauf, Verkauf, bei der Miete und Vermietung von Immobilien: von der ersten Bewertung bis ` +
          `zur Schlüsselübergabe.</p><ul><li><strong>Persönlich</strong>: Sie haben einen festen ` +
          `Ansprechpartner.</li><li><strong>Transparent</strong>: Nach jeder Besichtigung und jedem Angebot hören Sie von ` +
          `uns.</li><li><strong>Zugelassen</strong>: Unsere Makler sind beim Berufsinstitut der Immobilienmakler (BIV/IPI) zugelassen.</li></ul>`,
      }),
      { type: 'employees', data: { title: { nl: 'Ons team', fr: 'Notre équipe', en: 'Our team', de: 'Unser Team' } } },
      { type: 'offices', data: { title: { nl: 'Ons kantoor', fr: 'Notre bureau', en: 'Our office', de: 'Unser Büro' } } },
      {
        type: 'bivCib',
        data: {
          title: { nl: 'Erkenning en deontologie', fr: 'Agréation et déontologie', en: 'Licence and code of conduct', de: 'Zulassung und Berufsordnung' },
        },
      },
    ],
  };
}

/** The contact page's sections: the form, the offices and the BIV registration (the demo agency's too). */
export function contactSections(): SectionDraft[] {
  return [
    sectionTitle(
      { nl: 'Contact', fr: 'Contact', en: 'Contact', de: 'Kontakt' },
      { nl: 'We helpen u graag verder', fr: 'Nous sommes à votre écoute', en: 'We are happy to help', de: 'Wir helfen Ihnen gerne weiter' },
    ),
    {
      type: 'contactForm',
      data: {
        title: { nl: 'Stuur ons een bericht', fr: 'Envoyez-nous un message', en: 'Send us a message', de: 'Schreiben Sie uns' },
        intro: null,
        subjects: [SUBJECTS.general, SUBJECTS.visit, SUBJECTS.sell, SUBJECTS.let, SUBJECTS.valuation],
      },
    },
    { type: 'offices', data: { title: null } },
    { type: 'bivCib', data: { title: null } },
  ];
}

/** The contact page: the form, the offices and the BIV registration. */
export function contactPage(name: string): StarterPage {
  return {
    key: 'contact',
    title: named(name, (n) => ({ nl: `Contact – ${n}`, fr: `Contact – ${n}`, en: `Contact – ${n}`, de: `Kontakt – ${n}` })),
    description: named(name, (n) => ({
      nl: `Neem contact op met ${n}: stuur ons een bericht over kopen, verkopen, huren of een schatting, of kom langs op ons kantoor.`,
      fr: `Contactez ${n} : envoyez-nous un message sur un achat, une vente, une location ou une estimation, ou passez à notre bureau.`,
      en: `Get in touch with ${n}: send us a message about buying, selling, renting or a valuation, or visit our office.`,
      de: `Kontaktieren Sie ${n}: Schreiben Sie uns zu Kauf, Verkauf, Miete oder Bewertung, oder besuchen Sie unser Büro.`,
    })),
    sections: contactSections(),
  };
}
