import { describe, expect, it } from 'vitest';
import { createLookup } from '../../../shared/i18n/lookup';
import { fill } from '../../../shared/domain/rental-calendar';
import { slugify } from '../../../shared/domain/slug';
import { formatDate } from '../../../shared/format/date';
import { memoized } from '../../../shared/memo';

// What a render keeps per isolate reads the same as what it was made from.
describe('per-isolate memos of a render', () => {
  const tables = {
    nl: { detail: { floor: 'Verdieping', 'violation.none': 'Geen', named: 'Hallo {{name}}' }, 'detail.floor': 'Punt in de sleutel' },
    fr: { detail: { floor: 'Étage' } },
    en: {},
    de: {},
  };

  it('answers a text without places the same on every lookup, by its key string or path, in each language', () => {
    const lookup = createLookup(tables);
    for (let i = 0; i < 3; i += 1) {
      expect(lookup('fr', 'detail.floor')).toBe('Étage');
      expect(lookup('en', 'detail.floor')).toBe('Verdieping');
      expect(lookup('nl', ['detail', 'violation.none'])).toBe('Geen');
      expect(lookup('nl', ['detail.floor'])).toBe('Punt in de sleutel');
      expect(lookup('nl', 'detail.missing')).toBe('_detail.missing_');
    }
  });

  it('fills places on every lookup with the parameters of that lookup', () => {
    const lookup = createLookup(tables);
    expect(lookup('nl', 'detail.named')).toBe('Hallo ');
    expect(lookup('nl', 'detail.named', { name: 'Ann' })).toBe('Hallo Ann');
    expect(lookup('nl', 'detail.named', { name: 'Bert' })).toBe('Hallo Bert');
  });

  it('keeps nothing across lookups of other words', () => {
    expect(createLookup(tables)('fr', 'detail.floor')).toBe('Étage');
    expect(createLookup({ ...tables, fr: { detail: { floor: 'Niveau' } } })('fr', 'detail.floor')).toBe('Niveau');
  });

  it('fills a template as a replace of its places would, a place used twice and an unknown one included', () => {
    const templates = ['{{a}} en {{b}}', '{{a}}{{a}}', 'geen plaatsen', '{{onbekend}} rest', '{{a}', '$& {{b}} $1', ''];
    const values = { a: 'x', b: '$&' };
    for (let i = 0; i < 2; i += 1) {
      for (const template of templates) {
        expect(fill(template, values)).toBe(template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => (values as Record<string, string>)[key] ?? ''));
      }
    }
  });

  it('slugs a text and writes a date the same the second time as the first', () => {
    for (let i = 0; i < 2; i += 1) {
      expect(slugify('Rue de l’Église 12')).toBe('rue-de-l-eglise-12');
      expect(slugify('Straße')).toBe('strasse');
      expect(formatDate('2026-03-01T10:00:00Z')).toBe('01/03/2026');
      expect(formatDate('2026-02-30')).toBe('');
      expect(formatDate(new Date('2026-12-05T00:00:00Z'))).toBe('05/12/2026');
    }
  });

  it('makes each answer once while it is kept, and forgets all of them once `max` are kept', () => {
    const made: string[] = [];
    const upper = memoized((text: string) => (made.push(text), text.toUpperCase()), 2);
    expect([upper('a'), upper('b'), upper('a'), upper('b')]).toEqual(['A', 'B', 'A', 'B']);
    expect(made).toEqual(['a', 'b']);
    expect(upper('c')).toBe('C');
    expect(upper('a')).toBe('A');
    expect(made).toEqual(['a', 'b', 'c', 'a']);
  });
});
