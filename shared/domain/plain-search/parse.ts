import { HEAD_TYPES, type HeadTypeCode } from '../property-types';
import type { PlaceMatcher } from './place-matcher';
import { exactMatch, oneEditMatch, type PlainLanguage } from './matching';
import { asAmount, readQuantity, readRangeEnd } from './quantities';
import { tokenise } from './tokens';
import {
  afterYearWord,
  bareChargesAt,
  besideYearWord,
  inTypeList,
  PART_WORDS,
  perMonthAt,
  rentBefore,
  ROOM_WORDS,
  skipArticles,
  WITH_WORDS,
  WordContext,
} from './context-words';
import { boundWords, labelBefore, readLabels } from './labels';
import { PLAIN_ENERGY_LABELS, PLAIN_FEATURES, type ParsedSearch, type PlaceName, type PlainEnergyLabel, type PlainFeature } from './types';
import { compoundMeanings, VOCABULARY, type Meaning } from './vocabulary';

export { placeMatcher, type PlaceMatcher } from './place-matcher';
export type { PlainLanguage } from './matching';

/**
 * Search in plain words (filters from one sentence): what a visitor typed in nl, fr,
 * en or de, read word by word against the vocabulary (vocabulary.ts) and the places
 * (place-matcher.ts). Deterministic, no model, no network; a few µs a sentence. `language`
 * chooses the name each place is shown by (Dutch by default) and how capitals are read.
 */
export function parseSearch(query: string, places: PlaceMatcher, language: PlainLanguage = 'nl'): ParsedSearch {
  const sentence = query.slice(0, 500).normalize('NFC');
  const tokens = tokenise(sentence);
  let sale = false;
  let rent = false;
  let perMonth = false;
  const types = new Set<HeadTypeCode>();
  const subTypes = new Set<number>();
  const garages: { subType?: number; withWord: boolean }[] = [];
  const found: { place: PlaceName; fromZip: boolean; end: number }[] = [];
  let radiusKm: number | null = null;
  let priceMin: number | null = null;
  let priceMax: number | null = null;
  let bedroomsMin: number | null = null;
  const features = new Set<PlainFeature>();
  const labels = new Set<PlainEnergyLabel>();
  let withCharges = false;
  const text: string[] = [];

  const addPlace = (place: PlaceName, fromZip: boolean, start: number, end: number) => {
    const previous = found[found.length - 1];
    // "9000 Gent", "Gent 9050": a name beside a postal code of its region (the same first two digits) is one place, the code's.
    if (previous && previous.end === start && previous.fromZip !== fromZip && previous.place.zip.slice(0, 2) === place.zip.slice(0, 2)) {
      if (fromZip) found[found.length - 1] = { place, fromZip, end };
      else previous.end = end;
      return;
    }
    found.push({ place, fromZip, end });
  };
  /** A minimum of bedrooms; 0 (a one-room flat) is a studio. */
  const setBedrooms = (count: number | null) => {
    if (count === 0) applyWord({ kind: 'type', type: 'APARTMENT', subType: 6 }, 0);
    else if (count !== null) bedroomsMin = count;
  };
  const addFacades = (count: number) => {
    types.add('HOUSE');
    subTypes.add(count === 4 ? 24 : count === 3 ? 23 : 22);
  };

  /** Whether the word at `at` follows "met", "avec", "with", "mit", "+" (an article may come between). */
  const followsWith = (at: number, words: Pick<ReadonlySet<string>, 'has'> = WITH_WORDS): boolean => {
    for (let back = at - 1; back >= 0 && back >= at - 2; back--) {
      const before = tokens[back]!;
      if (before.kind === 'num') return false;
      if (words.has(before.norm)) return true;
      const kind = VOCABULARY.phrases.get(before.norm)?.kind;
      if (kind !== 'stop' && kind !== 'numberWord') return false;
    }
    return false;
  };

  /** A word's meaning that needs no number after it; false when it does. */
  const applyWord = (meaning: Meaning, at: number): boolean => {
    if (meaning.kind === 'transaction') {
      if (meaning.value === 'sale') sale = true;
      else rent = true;
    } else if (meaning.kind === 'perMonth') perMonth = true;
    else if (meaning.kind === 'charges') {
      // Charges are a rent's: "1.200 € warm", "hors charges".
      perMonth = true;
      if (meaning.included) withCharges = true;
    } else if (meaning.kind === 'type') {
      if (types.size > 0 && followsWith(at, PART_WORDS)) return false;
      // A second main type only beside the first or in a list ("huis of appartement", "appartement duplex"), not
      // "huis aan het bos", "Haus auf dem Land"; a subtype of a type named refines it ("Wohnung im Erdgeschoss").
      if (types.size > 0 && !types.has(meaning.type) && !inTypeList(tokens, at)) return false;
      types.add(meaning.type);
      if (meaning.subType) subTypes.add(meaning.subType);
    } else if (meaning.kind === 'garage') {
      garages.push({ ...(meaning.subType ? { subType: meaning.subType } : {}), withWord: followsWith(at) });
    } else if (meaning.kind === 'feature') features.add(meaning.feature);
    else return false;
    return true;
  };

  const context = new WordContext();
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const amountFirst = token.kind !== 'num' && tokens[i + 1]?.kind === 'num' && VOCABULARY.phrases.get(token.norm)?.kind === 'currency';
    if (token.kind === 'num' || amountFirst) {
      const quantity = readQuantity(tokens, i)!;
      if (quantity.kind === 'bedrooms') {
        setBedrooms(quantity.value);
        if (quantity.type) applyWord(quantity.type, i);
      } else if (quantity.kind === 'radius') radiusKm = quantity.value;
      else if (quantity.kind === 'facades') addFacades(quantity.value);
      else if (quantity.kind === 'area' || quantity.kind === 'ordinal') text.push(sentence.slice(token.start, tokens[quantity.end - 1]!.end));
      else {
        const range = readRangeEnd(tokens, quantity.end, asAmount(quantity)!);
        // "950 per maand", "1250 pcm", "650/mois", "900 kalt", "Kaltmiete 900": a rent, whatever its size (and never a postal code).
        const monthly = quantity.kind === 'plain' && (perMonthAt(tokens, quantity.end) || rentBefore(tokens, i));
        const zip =
          quantity.kind === 'plain' && !monthly && token.kind === 'num' && token.fourDigits && !afterYearWord(tokens, i) ? places.byZip(token.raw) : undefined;
        if (range && !zip) {
          priceMin = range.min;
          priceMax = range.max;
          i = range.end;
          continue;
        }
        if (zip) addPlace(zip, true, i, quantity.end);
        else if (quantity.kind === 'amount' || monthly || quantity.value >= 10_000) priceMax = quantity.value;
        else text.push(sentence.slice(token.start, tokens[quantity.end - 1]!.end));
      }
      i = quantity.end;
      continue;
    }
    const bare = bareChargesAt(tokens, i);
    if (bare !== undefined) {
      applyWord({ kind: 'charges', included: bare }, i);
      i++;
      continue;
    }
    const labelFirst = labelBefore(sentence, tokens, i);
    if (labelFirst) {
      labels.add(labelFirst);
      i += 2;
      continue;
    }
    const match = exactMatch(tokens, i, places) ?? oneEditMatch(tokens, i, places, language);
    // "vlakbij scholen en winkels" (text, unless a place), "zonder lift", "sans jardin ni terrasse"
    // (nothing: a filter cannot ask for less).
    if (match?.meaning) {
      const kind = match.meaning.kind;
      if (kind === 'stop' || kind === 'from') context.stopWord(token.norm, kind === 'from');
      else if (kind === 'type' || kind === 'feature' || kind === 'garage') {
        const held = context.takes();
        if (held === 'near') text.push(sentence.slice(token.start, tokens[i + match.length - 1]!.end));
        if (held) {
          i += match.length;
          continue;
        }
      } else context.other();
    } else if (match) context.other();
    if (!match) {
      // "nieuwbouwappartement", "Neubauwohnung", "Terrassenwohnung": two known words in one.
      const parts = token.kind === 'word' ? compoundMeanings(token.norm) : undefined;
      if (parts) for (const part of parts) applyWord(part, i);
      else if (token.kind === 'word') text.push(token.raw);
      i++;
      continue;
    }
    const end = i + match.length;
    if (match.place) {
      addPlace(match.place, false, i, end);
      i = end;
      continue;
    }
    const meaning = match.meaning!;
    const start = i;
    i = end;
    if (applyWord(meaning, start)) continue;
    if (meaning.kind === 'type') {
      // A type after "met", "avec" once a type is named is a part of it ("hoeve met weiland", "maison avec bureau").
      text.push(sentence.slice(token.start, tokens[end - 1]!.end));
      continue;
    }
    switch (meaning.kind) {
      case 'numberWord':
      case 'priceMax':
      case 'priceMin':
      case 'from':
      case 'between': {
        const quantity = readQuantity(tokens, meaning.kind === 'numberWord' ? end - 1 : skipArticles(tokens, end));
        if (!quantity) break;
        // "max 3 slaapkamers": the filter has no most, so nothing.
        if (quantity.kind === 'bedrooms') setBedrooms(meaning.kind === 'priceMax' ? null : quantity.value);
        else if (quantity.kind === 'radius') radiusKm = quantity.value;
        else if (quantity.kind === 'facades') addFacades(quantity.value);
        else if (quantity.kind === 'amount' || quantity.kind === 'plain') {
          if (meaning.kind === 'numberWord') break;
          const range =
            meaning.kind === 'from' || meaning.kind === 'between'
              ? readRangeEnd(tokens, quantity.end, quantity.kind === 'amount' ? quantity : { ...quantity, factor: 1 })
              : undefined;
          if (range) {
            priceMin = range.min;
            priceMax = range.max;
            i = range.end;
            break;
          }
          // A bare number no price could be: "minstens 2 badkamers", "at least 2 parking spaces" (a
          // count of something else), "ab 2010 gebaut" (a year beside its word): text, never a postal code.
          const at = quantity.end - 1;
          if (quantity.kind === 'plain' && !perMonthAt(tokens, quantity.end) && (quantity.value < 100 || besideYearWord(tokens, at))) {
            text.push(sentence.slice(tokens[at]!.start, tokens[at]!.end));
            i = quantity.end;
            break;
          }
          if (meaning.kind === 'priceMax') priceMax = quantity.value;
          else priceMin = quantity.value;
        } else break;
        i = quantity.end;
        break;
      }
      case 'bedrooms':
        // "kamer te huur", "chambre à louer", "room for rent", "Zimmer zu vermieten": a room (student room) without a count.
        if (match.length === 1 && ROOM_WORDS.has(token.norm)) applyWord({ kind: 'type', type: 'APARTMENT', subType: STUDENT_ROOM }, start);
        break;
      case 'energy': {
        // "at least EPC C", "minstens EPC B": the bound before the EPC word.
        const boundBefore = [1, 2].some((back) => start - back >= 0 && boundWords(tokens, start - back) === back);
        i = readLabels(sentence, tokens, i, labels, boundBefore);
        // "EPC max 200", "EPC-score 150 kWh": no label but a score, not a price; kept as text.
        if (i !== end) break;
        const intro = tokens[i];
        const kind = intro && intro.kind !== 'num' ? VOCABULARY.phrases.get(intro.norm)?.kind : undefined;
        const at = kind === 'priceMax' || kind === 'priceMin' ? i + 1 : i;
        if (tokens[at]?.kind !== 'num') break;
        const unit = tokens[at + 1];
        const last = unit?.kind === 'word' && unit.norm === 'kwh' ? at + 1 : at;
        text.push(sentence.slice(tokens[start]!.start, tokens[last]!.end));
        i = last + 1;
        break;
      }
      default:
        break;
    }
  }

  for (const garage of garages) {
    const otherType = [...types].some((code) => code !== 'GARAGE');
    if (garage.withWord || otherType) features.add('garage');
    else {
      types.add('GARAGE');
      if (garage.subType) subTypes.add(garage.subType);
    }
  }
  const headTypes = Object.keys(HEAD_TYPES) as HeadTypeCode[];
  const seen = new Set<string>();
  return {
    // A student room (kot) is rented, whatever else the sentence says of money.
    transaction: sale && rent ? null : sale ? 'sale' : rent || perMonth || subTypes.has(STUDENT_ROOM) ? 'rent' : null,
    types: headTypes.filter((code) => types.has(code)),
    subTypes: [...subTypes].sort((a, b) => a - b),
    places: found
      .filter(({ place }) => !seen.has(place.zip) && seen.add(place.zip) !== undefined)
      .map(({ place }) => ({
        zip: place.zip,
        name: place.display[language] ?? place.display.nl,
        ...(place.postalCodes ? { postalCodes: [...place.postalCodes] } : {}),
        ...(place.postalRanges ? { postalRanges: place.postalRanges.map(([from, to]): [number, number] => [from, to]) } : {}),
      })),
    radiusKm,
    priceMin,
    priceMax,
    bedroomsMin,
    features: PLAIN_FEATURES.filter((name) => features.has(name)),
    energyLabels: PLAIN_ENERGY_LABELS.filter((label) => labels.has(label)),
    withCharges,
    text: text.join(' '),
  };
}

/** The subtype of a student room (kot, chambre d'étudiant: shared/domain/property-types.ts). */
const STUDENT_ROOM = 7;
