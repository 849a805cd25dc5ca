import { describe, expect, it } from 'vitest';
import { parseEnquiry } from '../../../../worker/platform/portal/formats';
import { htmlText } from '../../../../worker/platform/portal/read-fields';
import type { PortalMail } from '../../../../worker/platform/portal/types';

// docs/portal-enquiries.md: the reading the portals' formats share, case by case (the fixtures
// of each portal go through the real email() handler in test/worker/portal-mail*.test.ts).

const mail = (text: string, extra: Partial<PortalMail> = {}): PortalMail => ({ from: 'noreply@immoweb.be', subject: '', text, ...extra });

describe('reading an enquiry mail', () => {
  it('reads a table of cells as labels and values, entities decoded, styles and heads left out', () => {
    expect(
      htmlText(
        '<head><title>x</title></head><table><tr><td>Nom :</td><td>Ren&eacute; &amp; Zo&#235;</td></tr><tr><th>E-mail</th><td>r@example.be</td></tr></table>',
      )
        .split('\n')
        .filter(Boolean),
    ).toEqual(['Nom : René & Zoë', 'E-mail: r@example.be']);
  });

  it.each([
    ['the longest label first', 'E-mailadres: a@example.be\nReferentie: R-1', { email: 'a@example.be', reference: 'R-1', locale: 'nl' }],
    [
      'a message over lines, up to a rule',
      'Nom : Anne\nE-mail : a@example.be\nMessage :\nBonjour,\nune visite ?\n--\nRéférence : R-2',
      { name: 'Anne', message: 'Bonjour,\nune visite ?', reference: 'R-2', locale: 'fr' },
    ],
    [
      'a label alone on its line, its value on the next',
      'Name\nSam Smith\nEmail\ns@example.be\nYour reference\nR-3',
      { name: 'Sam Smith', email: 's@example.be', reference: 'R-3', locale: 'en' },
    ],
    ['a phone that is no number left out', 'Naam: Jan\nE-mail: j@example.be\nTelefoon: n.v.t.\nReferentie: R-4', { name: 'Jan', reference: 'R-4' }],
  ])('%s', (_name, text, expected) => {
    const read = parseEnquiry(mail(text), 'nl');
    expect(read).toMatchObject(expected);
    if (typeof read !== 'string' && !('phone' in expected)) expect(read.phone).toBeUndefined();
  });

  it('takes the language from the labels, else Content-Language, else the portal link’s path, else the agency’s', () => {
    const shared = 'E-mail: a@example.be\nReferentie: R-5';
    expect(parseEnquiry(mail(shared), 'de')).toMatchObject({ locale: 'nl' });
    const untold = 'E-mail: a@example.be\nMessage: hi\nR-5';
    expect(parseEnquiry(mail(untold, { language: 'fr-BE' }), 'nl')).toMatchObject({ locale: 'fr', candidates: ['R-5'] });
    expect(parseEnquiry(mail(`${untold}\nhttps://www.immoweb.be/en/classified/1`), 'nl')).toMatchObject({ locale: 'en' });
    expect(parseEnquiry(mail(untold), 'de')).toMatchObject({ locale: 'de' });
  });

  it('finds no enquirer in the portal’s own or the inbound address, and no portal in a stranger’s mail', () => {
    expect(parseEnquiry(mail('Reply to noreply@immoweb.be\nReferentie: R-6', { replyTo: 'info@immoweb.be', to: 'abc@in.example.be' }), 'nl')).toBe(
      'no-address',
    );
    expect(parseEnquiry(mail('Naam: X\nE-mail: x@example.be\nReferentie: R-7', { from: 'x@example.be' }), 'nl')).toBe('unknown-sender');
    expect(parseEnquiry(mail('E-mail: x@example.be\nno reference here', { subject: 'Hallo' }), 'nl')).toBe('no-reference');
  });
});
