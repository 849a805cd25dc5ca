import { describe, expect, it } from 'vitest';
import { isPdf } from '../../../../shared/contract/console-documents';
import { formOf, pictureIndexes, recordOf } from '../../../../worker/console/listings/estate-form';

// The pictures' order and the documents of the console listing's form (worker/console/listings/estate-form.ts),
// and how a document is judged a PDF (shared/contract/console-documents.ts).

const url = (n: number) => `/assets/media/site/1/image-${String(n).padStart(16, '0')}.png`;

describe('the pictures of the listing form', () => {
  it('are in the order of their place fields, those without one after, a tie in the order they came', () => {
    const form = {
      'pictures.0.url': url(0),
      'pictures.0.order': '3',
      'pictures.1.url': url(1),
      'pictures.1.order': '',
      'pictures.2.url': url(2),
      'pictures.2.order': '1',
      'pictures.3.url': url(3),
      'pictures.3.order': '3',
      'pictures.4.url': url(4),
      'pictures.4.order': 'twee',
    };
    expect(pictureIndexes(form)).toEqual([2, 0, 3, 1, 4]);
    const record = recordOf({ ...form, 'pictures.3.remove': '1' }, ['nl']);
    expect(record.pictures).toEqual([
      { url: url(2), order: 0, description: null },
      { url: url(0), order: 1, description: null },
      { url: url(1), order: 2, description: null },
      { url: url(4), order: 3, description: null },
    ]);
    // Back in the form: numbered 1, 2, 3… in that order.
    const again = formOf(record);
    expect([0, 1, 2, 3].map((index) => [again[`pictures.${index}.url`], again[`pictures.${index}.order`]])).toEqual([
      [url(2), '1'],
      [url(0), '2'],
      [url(1), '3'],
      [url(4), '4'],
    ]);
  });
});

describe('the documents of the listing form', () => {
  it('carry their type (a plan when none is known) and their titles, and come back as they were', () => {
    const pdf = '/assets/media/site/1/document-0123456789abcdef.pdf';
    const form = {
      'documents.0.url': pdf,
      'documents.0.type': 'BROCHURE',
      'documents.0.title.fr': 'La brochure',
      'documents.1.url': pdf,
      'documents.1.type': 'SCRIPT',
      'documents.2.url': pdf,
      'documents.2.remove': '1',
    };
    const record = recordOf(form, ['nl', 'fr']);
    expect(record.documents).toEqual([
      { url: pdf, type: 'BROCHURE', description: { fr: 'La brochure' } },
      { url: pdf, type: 'FLOOR_PLAN', description: null },
    ]);
    expect(formOf(record)).toMatchObject({
      'documents.0.url': pdf,
      'documents.0.type': 'BROCHURE',
      'documents.0.title.fr': 'La brochure',
      'documents.1.type': 'FLOOR_PLAN',
    });
  });
});

describe('a PDF', () => {
  it.each([
    ['a PDF', '%PDF-1.7\n…', true],
    ['a PDF after a few bytes of junk, as readers take it', '\u0000\u0000junk%PDF-1.4', true],
    ['a picture named .pdf', '\u0089PNG\r\n\u001a\n', false],
    ['an HTML page that names a PDF', '<!doctype html><title>A %PDF file</title>', false],
  ])('%s: %s', (_, text, expected) => {
    expect(isPdf(new TextEncoder().encode(text))).toBe(expected);
  });
});
