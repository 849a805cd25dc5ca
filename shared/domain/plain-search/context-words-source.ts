import type { ContextWords } from './types';

/**
 * The words that change what the word after them means (context-words.ts), from their source: they
 * travel with the vocabulary (vocabulary-source.ts VOCABULARY_WORDS), in no bundle.
 */
export const CONTEXT_WORDS: ContextWords = {
  /** Words after which a type or feature is what is near, not what is asked ("vlakbij winkels"). */
  near: ['vlakbij', 'dichtbij', 'nabij', 'proche', 'pres', 'near', 'nearby', 'nahe'],
  /** Words after which a feature or type is not wanted ("zonder lift", "sans jardin"): left out. */
  negation: ['zonder', 'geen', 'sans', 'pas', 'without', 'no', 'not', 'ohne', 'kein', 'keine', 'keinen'],
  /** Words of a list: what "near" or "without" says lasts over them ("sans ascenseur ni terrasse"). */
  list: ['en', 'et', 'and', 'und', 'of', 'ou', 'or', 'oder', 'ni', 'nor', 'noch'],
  /** Words before a year ("gebouwd in 2000"): a four-digit number after them is not a postal code. */
  year: [
    'gebouwd',
    'bouwjaar',
    'gerenoveerd',
    'renovatie',
    'sinds',
    'construit',
    'construite',
    'construction',
    'renove',
    'renovee',
    'depuis',
    'annee',
    'built',
    'year',
    'renovated',
    'since',
    'erbaut',
    'baujahr',
    'gebaut',
    'saniert',
    'renoviert',
    'seit',
    'jahr',
  ],
  /** Words before garage or parking that make it a feature ("huis met garage"), and before a second type that make it a part of the first. */
  with: ['met', 'avec', 'with', 'mit', 'plus', '+', 'inclusief', 'incl', 'including', 'inklusive', 'compris'],
  /** With those, a type after them once a type is named is what the first is for ("bouwgrond voor open bebouwing"). */
  forWords: ['voor', 'pour', 'for', 'fur'],
  /** Articles, between a price word and its amount ("onder de 300k"). */
  articles: ['de', 'het', 'la', 'le', 'les', 'the', 'die', 'der', 'den'],
  /** A room alone, without a count: a student room ("kamer te huur"). */
  room: ['kamer', 'chambre', 'room', 'zimmer'],
  /** Words of a month that follow an amount on their own ("1250 pcm"). */
  monthlyAfter: ['pcm', 'pm', 'mensuel', 'monthly', 'monatlich', 'maandelijks'],
  /** Words that start a month's phrase after an amount: "per maand", "par mois", "pro Monat". */
  monthLeads: ['per', 'par', 'pro', 'a', 'im'],
  /** Words that name a month's rent before its amount ("Kaltmiete 900"); not "huur", "Miete" or "rent" alone, whose number may be a postal code. */
  rentBefore: ['huurprijs', 'huurprijs per maand', 'loyer', 'loyer mensuel', 'kaltmiete', 'warmmiete', 'miete kalt', 'miete warm', 'monthly rent'],
};
