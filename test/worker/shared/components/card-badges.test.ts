import { beforeAll, describe, expect, it } from 'vitest';
import { epcBadge } from '../../../../shared/domain/energy';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { allEstates } from '../../platform-helpers';
import { get, html } from '../../helpers';

// The facts buyers look for, on every card: the EPC label badge in its colour band
// with an accessible name, and the bedroom count, on the cards of lists, collections,
// favorites (one card by id) and similar estates.

let byId: Map<number, RawEstate>;

const ACCESSIBLE = { nl: 'EPC-label', fr: 'Label PEB', en: 'EPC label', de: 'EPC-Klasse' } as const;
const FOR_SALE = { nl: '/nl/te-koop', fr: '/fr/a-vendre', en: '/en/for-sale', de: '/de/zu-verkaufen' } as const;

/** Each server-rendered card: its id and its markup. */
function cardsOf(body: string): { id: number; markup: string }[] {
  return [...body.matchAll(/<article class="estate-card" data-estate-id="(\d+)">([\s\S]*?)<\/article>/g)].map((m) => ({ id: Number(m[1]), markup: m[2]! }));
}

function expectBadge(markup: string, estate: RawEstate, accessible: string): void {
  const badge = epcBadge({ energyLabel: estate.energy?.energyLabel ?? null, customEpcLabel: estate.energy?.customEpcLabel ?? null });
  if (!badge) {
    expect(markup).not.toContain('estate-card__epc');
    return;
  }
  expect(markup).toContain(`estate-card__epc estate-card__epc--${badge.tone ?? 'none'}`);
  expect(markup).toContain(`<span class="visually-hidden">${accessible} ${badge.text}</span>`);
}

beforeAll(async () => {
  byId = new Map([...(await allEstates(1)), ...(await allEstates(2))].map((estate) => [estate.general.id, estate]));
});

describe('card badges', () => {
  it.each(Object.keys(FOR_SALE) as (keyof typeof FOR_SALE)[])('show the EPC label and the bedrooms on the listing’s cards in %s', async (locale) => {
    const cards = cardsOf((await html(`http://localhost${FOR_SALE[locale]}`)).body);
    expect(cards.length).toBe(15);
    let badges = 0;
    for (const card of cards) {
      const estate = byId.get(card.id)!;
      expectBadge(card.markup, estate, ACCESSIBLE[locale]);
      if (card.markup.includes('estate-card__epc')) badges += 1;
      if (estate.general.bedroomCount)
        expect(card.markup).toMatch(new RegExp(`estate-card__fact--bedrooms">[\\s\\S]*?</svg>${estate.general.bedroomCount}</li>`));
    }
    expect(badges, 'the control: some cards have a label').toBeGreaterThan(0);
  });

  it('show them on a collection, on similar estates and on a favorite’s card', async () => {
    const home = cardsOf((await html('http://localhost/nl/')).body);
    expect(home.length).toBeGreaterThan(0);
    for (const card of home) expectBadge(card.markup, byId.get(card.id)!, ACCESSIBLE.nl);

    const labelled = [...byId.values()].find(
      (estate) => estate.general.parentId === null && estate.energy?.energyLabel && byId.get(estate.general.id) && estate.general.status === 'FOR_SALE',
    )!;
    const answer = (await (await get(`http://localhost/nl/ajax/estate/${labelled.general.id}`)).json()) as {
      card: { epc: { text: string; tone: string; label: string } };
    };
    const badge = epcBadge({ energyLabel: labelled.energy.energyLabel, customEpcLabel: labelled.energy.customEpcLabel ?? null })!;
    expect(answer.card.epc).toEqual({ text: badge.text, tone: badge.tone, name: 'EPC', label: `EPC-label ${badge.text}` });

    const similar = (await (await get(`http://localhost/fr/ajax/similar-estate/${labelled.general.id}`)).json()) as {
      cards: { id: number; epc?: { label: string } | null }[];
    };
    expect(similar.cards.length, 'the control: the estate has similar ones').toBeGreaterThan(0);
    for (const card of similar.cards) {
      const estate = byId.get(card.id)!;
      const expected = epcBadge({ energyLabel: estate.energy?.energyLabel ?? null, customEpcLabel: estate.energy?.customEpcLabel ?? null });
      expect(card.epc?.label ?? null).toBe(expected ? `Label PEB ${expected.text}` : null);
    }
  });
});

// A Flemish flood score (P or G) worse than C puts the flood symbol in every ad (BIV, "Als de
// score wordt ingedeeld in de D-klasse moet er ook een symbool worden getoond"; docs/legal-ad-rules.md):
// a listing's card is one, so it carries the symbol with its words for a screen reader.
describe('the flood symbol on the cards', () => {
  const flooded = (estate: RawEstate) => [estate.flooding?.floodingParcelScore, estate.flooding?.floodingBuildingScore].some((score) => score === 'D');

  it('a card whose listing has a P- or G-score D carries the symbol, named in the page’s language; no other card does', async () => {
    let symbols = 0;
    for (let page = 1; page <= 12 && symbols === 0; page += 1) {
      for (const card of cardsOf((await html(`http://localhost/fr/a-vendre?page=${page}`)).body)) {
        const estate = byId.get(card.id)!;
        if (flooded(estate)) {
          symbols += 1;
          expect(card.markup).toContain('<span class="estate-card__flood"><svg class="flood-symbol"');
          expect(card.markup).toContain('role="img" aria-label="Risque d’inondation accru"');
        } else expect(card.markup).not.toContain('flood-symbol');
      }
    }
    expect(symbols, 'the control: a listing for sale with a score D').toBeGreaterThan(0);
  });

  it('the card’s JSON (favorites) names the symbol', async () => {
    const estate = [...byId.values()].find((e) => e.general.parentId === null && e.general.status === 'FOR_SALE' && flooded(e) && byId.get(e.general.id))!;
    const answer = (await (await get(`http://localhost/nl/ajax/estate/${estate.general.id}`)).json()) as { card: { flood?: { label: string } | null } };
    expect(answer.card.flood).toEqual({ label: 'Verhoogd overstromingsrisico' });
  });
});
