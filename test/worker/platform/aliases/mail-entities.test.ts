import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { htmlEntities } from '../../../../worker/platform/aliases/html-entities';
// postal-mime's own table, by a path the alias does not match.
import { htmlEntities as whole } from '../../../../node_modules/postal-mime/dist/esm/html-entities.js';

// The platform reads portal mails with postal-mime, whose table of HTML entities the bundle
// replaces with Latin-1 and typography (worker/platform/aliases/html-entities.ts; the alias is
// in vitest.config.ts as in wrangler.platform.toml). postal-mime reads it when a mail's text
// is made of a plain part and an HTML part one after the other: an enquiry in French, Dutch or
// German still reads right as text.

const textThenHtml = (body: string) =>
  [
    'From: Immoweb <noreply@immoweb.be>',
    'To: x@inbound.test',
    'Subject: Demande',
    'Message-ID: <e1@test>',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="b"',
    '',
    '--b',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Bericht:',
    '--b',
    'Content-Type: text/html; charset=utf-8',
    '',
    body,
    '--b--',
    '',
  ].join('\r\n');

describe('postal-mime with the trimmed entity table', () => {
  it('is the table this file imports (the alias holds), not the whole HTML5 list', () => {
    expect(Object.keys(htmlEntities).length).toBeLessThan(400);
    expect(Object.keys(whole).length).toBeGreaterThan(2_000);
  });

  it('gives every name the value postal-mime’s whole table gives it', () => {
    const differing = Object.entries(htmlEntities).filter(([name, value]) => whole[name] !== value);
    expect(differing).toEqual([]);
  });

  it.each([
    [
      'French accents and the euro sign',
      '<p>Int&eacute;ress&eacute; par la maison &agrave; 350.000&nbsp;&euro; &ndash; c&rsquo;est possible&hellip;</p>',
      'Intéressé par la maison à 350.000\u00a0€ – c’est possible…',
    ],
    ['Dutch and German letters', '<p>Co&ouml;peratie, &euml;, Stra&szlig;e, &Uuml;bergr&ouml;&szlig;e</p>', 'Coöperatie, ë, Straße, Übergröße'],
    [
      'quotes, markup characters and numeric references',
      '<p>&laquo;&nbsp;Villa&nbsp;&raquo; &amp; &lt;tuin&gt; &#233;&#xE9;</p>',
      '«\u00a0Villa\u00a0» & <tuin> éé',
    ],
    ['a name the table leaves out: kept as written', '<p>&hearts; 3 slpk</p>', '&hearts; 3 slpk'],
  ])('%s', async (_name, body, text) => {
    const mail = await PostalMime.parse(textThenHtml(body));
    expect(mail.text?.replace(/^Bericht:\s*/, '').trim()).toBe(text);
  });
});
