import { describe, expect, it } from 'vitest';
import { floodScoresInMentions } from '../../../../worker/platform/listings/flood-mentions';

// Flanders' flood information duty (VMM; P-score and G-score in every ad since 1 January 2023):
// scores a CRM writes only in the legal mentions are read from there, so the facts and the
// mentions never disagree.

describe('flood scores in legal mentions', () => {
  it.each([
    ['Dutch, with colons', { nl: 'Overstromingsgevoeligheid: P-score: A, G-score: A.' }, { parcel: 'A', building: 'A' }],
    ['Dutch, without colons', { nl: 'P-score B / G-score C' }, { parcel: 'B', building: 'C' }],
    ['Dutch words', { nl: 'Perceelscore: D, gebouwscore: B' }, { parcel: 'D', building: 'B' }],
    ['French', { fr: "Score d'inondation : score P : A, score G : B" }, { parcel: 'A', building: 'B' }],
    ['German', { de: 'Hochwasser: P-Wert: C, G-Wert: C' }, { parcel: 'C', building: 'C' }],
    ['lower case, in markup', { nl: '<p>p-score <strong>a</strong></p><p>g score b</p>' }, { parcel: 'A', building: 'B' }],
    ['a plot: the parcel only', { nl: 'Bouwgrond, P-score A.' }, { parcel: 'A', building: null }],
    ['no scores', { nl: 'Stedenbouwkundige vergunning: ja. Dagvaarding: nee.' }, { parcel: null, building: null }],
    ["a building's name is no score", { nl: 'Residentie Zonnehof, gebouw B, perceel A' }, { parcel: null, building: null }],
    ['a letter beyond D is no score', { nl: 'P-score E' }, { parcel: null, building: null }],
    ['none at all', null, { parcel: null, building: null }],
  ] as const)('%s', (_name, mentions, scores) => {
    expect(floodScoresInMentions(mentions)).toEqual(scores);
  });
});
