import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estateSlug, projectSlug, slugify } from '../../../../shared/domain/slug';
import { buildPath } from '../../../../shared/routes';
import { matchPath } from '../../../support/match-path';

describe('detail slug', () => {
  it.each([
    [{ subType: 'Villa', transaction: 'te koop', street: 'Kerkstraat', zip: '9000', city: 'Gent' }, 'nl', 'villa-te-koop-in-kerkstraat-9000-gent'],
    [
      { subType: 'Appartement', transaction: 'à louer', street: 'Rue de l’Église', zip: '5000', city: 'Namur' },
      'fr',
      'appartement-a-louer-a-rue-de-l-eglise-5000-namur',
    ],
    [{ subType: 'Penthouse', transaction: 'for sale', street: 'Meir', zip: '2000', city: 'Antwerpen' }, 'en', 'penthouse-for-sale-in-meir-2000-antwerpen'],
    [
      { subType: 'Bauernhof', transaction: 'zu verkaufen', street: 'Hauptstraße', zip: '4700', city: 'Eupen' },
      'de',
      'bauernhof-zu-verkaufen-in-hauptstrasse-4700-eupen',
    ],
    [{ subType: 'Huis', transaction: 'Te Huur', street: null, zip: '3000', city: 'Leuven' }, 'nl', 'huis-te-huur-in-3000-leuven'],
    [{ subType: 'Garage', transaction: 'te koop', street: '', zip: '', city: '' }, 'nl', 'garage-te-koop'],
    [
      { subType: 'Ferme Château', transaction: 'À VENDRE', street: 'Chaussée de Liège 12 / 3', zip: '6900', city: 'Marche-en-Famenne' },
      'fr',
      'ferme-chateau-a-vendre-a-chaussee-de-liege-12-3-6900-marche-en-famenne',
    ],
  ] as const)('%o in %s → %s', (parts, locale, expected) => {
    expect(estateSlug(parts, locale)).toBe(expected);
  });

  it.each([
    [{ title: 'Résidence "Les Tilleuls"', zip: '1180', city: 'Uccle' }, 'residence-les-tilleuls-1180-uccle'],
    [{ title: "Project 't Hof", zip: '9000', city: 'Gent' }, 'project-t-hof-9000-gent'],
    [{ title: "L'Atelier", zip: '4000', city: 'Liège' }, 'latelier-4000-liege'],
    [{ title: 'Res. St.Anna', zip: '2000', city: 'Antwerpen' }, 'res-stanna-2000-antwerpen'],
    [{ title: '« Le Belvédère »', zip: '6940', city: 'Durbuy' }, 'le-belvedere-6940-durbuy'],
    [{ title: '', zip: '', city: '' }, 'detail'],
  ])('project %o → %s', (parts, expected) => {
    expect(projectSlug(parts)).toBe(expected);
  });

  it('builds the entity link as the project link plus the entity id', () => {
    const slug = projectSlug({ title: 'Residentie Zonneveld', zip: '9000', city: 'Gent' });
    const project = buildPath('estateSlug', { estateId: 41, slug }, 'nl');
    expect(buildPath('projectEntity', { estateId: 41, slug, entityId: 97 }, 'nl')).toBe(`${project}/97`);
  });

  it('always yields a slug the detail route accepts, whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string(), fc.string({ unit: 'binary' }), (subType, street, city) => {
        const slug = estateSlug({ subType, transaction: 'te koop', street, zip: '9000', city }, 'nl');
        expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(matchPath(buildPath('estateSlug', { estateId: 1, slug }, 'nl'))?.params.slug).toBe(slug);
      }),
    );
  });

  it('folds accents and special letters', () => {
    expect(slugify('Ærø Œuvre Straße Łódź Øster Ñandú')).toBe('aero-oeuvre-strasse-lodz-oster-nandu');
  });
});
