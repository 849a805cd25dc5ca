import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildConsoleEditor } from '../../../../scripts/console-editor.mjs';
import { cleanRichText, RICH_TEXT_TAGS, tidyRichText } from '../../../../shared/html/rich-text';
import { XSS_VECTORS } from '../../fixtures/xss-vectors';
import { expectMaps } from '../../../support/maps';

// The console's rich text, cleaned by one function on both sides: the server before
// it saves, the editor in the browser when something is pasted (scripts/console-editor.mjs
// bundles this same module into the editor's script). A paste from Word or from a web page
// keeps its headings, paragraphs, lists, links and bold/italic, and nothing else.

const fixture = (name: string) => readFileSync(`test/unit/fixtures/rich-text/${name}.html`, 'utf8');

/** A paste (a fixture) cleaned is these lines. */
function expectCleaned(name: string, lines: string[]): void {
  expect(cleanRichText(fixture(name))).toBe(lines.join('\n'));
}

/** Every tag of the HTML is one rich text keeps, with no attribute but a link's href and rel. */
function expectOnlyRichText(html: string): void {
  for (const [tag, name = ''] of html.matchAll(/<\/?([a-z0-9]+)\b[^>]*>/gi)) {
    expect(Object.keys(RICH_TEXT_TAGS), tag).toContain(name.toLowerCase());
    const attributes = tag.replace(/^<\/?[a-z0-9]+|\/?>$/gi, '').trim();
    if (attributes) expect(attributes, tag).toMatch(/^href="[^"]*"( rel="noopener noreferrer")?$/);
  }
}

describe('cleanRichText: a paste from Word', () => {
  it('keeps the heading, paragraphs, bold and italic, makes its list a list and drops Word’s markup', () => {
    expectCleaned('word', [
      '<h2>Een huis met tuin</h2>',
      '<p>Ruime <strong>woning</strong> met <em>zuidtuin</em>, vlakbij het station.</p>',
      '<ul><li>Drie slaapkamers</li>\n<li>Garage voor twee wagens</li></ul>',
      '<p><a href="https://www.immo-scheldeland.be/aanbod" rel="noopener noreferrer">Bekijk het aanbod</a>&nbsp;</p>',
    ]);
  });

  it('makes a numbered Word list an ordered list', () => {
    const item = (place: string, number: string, text: string) =>
      `<p class=MsoListParagraphCxSp${place} style='mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>${number}<span ` +
      `style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>${text}<o:p></o:p></p>`;
    expect(cleanRichText(item('First', '1.', 'Bezoek') + item('Middle', '2.', 'Bod') + item('Last', '3.', 'Akte'))).toBe(
      '<ol><li>Bezoek</li><li>Bod</li><li>Akte</li></ol>',
    );
    expect(cleanRichText(`<p class=MsoListParagraph><![if !supportLists]>·&nbsp; <![endif]>Alleen</p>`)).toBe('<ul><li>Alleen</li></ul>');
  });
});

describe('cleanRichText: a pasted table (its cells were glued, “Cel ACel B”)', () => {
  it('keeps Word’s cells apart as the paragraphs they hold, and a plain table’s cells apart by a space', () => {
    const word =
      '<table class="MsoTableGrid" border="1"><tbody><tr><td width="200" style="x"><p class="MsoNormal">Cel A</p></td><td><p class="MsoNormal"><b>Cel ' +
      'B</b></p></td></tr>' +
      '<tr><td><p class="MsoNormal">Cel C<br>tweede regel</p></td><td>Cel D</td></tr></tbody></table>';
    expect(tidyRichText(cleanRichText(word))).toBe('<p>Cel A</p><p><strong>Cel B</strong></p><p>Cel C<br>tweede regel</p> Cel D');
    expect(cleanRichText('<table><tr><td>Cel A</td><td>Cel B</td></tr><tr><th>Cel C</th><td>Cel D</td></tr></table>')).toBe('Cel A Cel B  Cel C Cel D');
    expect(cleanRichText(cleanRichText(word))).toBe(cleanRichText(word));
  });
});

describe('cleanRichText: a paste from a web page', () => {
  it('keeps the text and the allowed markup, drops styles, classes, scripts, frames, images and unsafe links', () => {
    expectCleaned('web-page', [
      '<h2>Wonen aan de Leie</h2>',
      '<p>Een lichtrijke woning met <strong>drie</strong> slaapkamers en een <em>tuin</em>.</p>',
      '<ul><li>EPC B</li><li>Bouwjaar 1998</li></ul>',
      'Prijs € 395.000  ',
      '<p> <a href="https://www.example.be/te-koop/42" rel="noopener noreferrer">Meer info</a> of <a>klik hier</a>.</p>',
      '',
      'Deel',
      '<p>Contact: <a href="mailto:info@example.be">info@example.be</a> · <a href="tel:+3291234567">09 123 45 67</a></p>',
    ]);
  });

  it('leaves no “[removed]” marker where a script or style was, closed or not', () => {
    expect(cleanRichText('<head><style>p{}</style><script>x()</script></head><p>a</p>')).toBe('<p>a</p>');
    expect(cleanRichText('<p>a</p><script>alert(1)')).toBe('<p>a</p>');
  });

  it('keeps a page’s title and its smallest headings as headings it allows', () => {
    expect(cleanRichText('<h1>Titel</h1><h5>Klein</h5><h6>Kleinst</h6>')).toBe('<h2>Titel</h2><h4>Klein</h4><h4>Kleinst</h4>');
  });
});

describe('cleanRichText: the XSS vectors of the site’s sanitiser', () => {
  it.each(XSS_VECTORS)('leaves only rich text of %s, the same when cleaned again', (vector) => {
    const once = cleanRichText(vector);
    expectOnlyRichText(once);
    expect(once).not.toMatch(/javascript\s*:|vbscript\s*:|\[\/?removed\]/i);
    expect(cleanRichText(once)).toBe(once);
  });
});

describe('tidyRichText: what an editable region should hold and write', () => {
  it('makes a lone no-break space a space and drops those ending a block, keeping runs typed on purpose', () => {
    expectMaps(tidyRichText, [
      ['<p>Een <strong>tuin</strong>&nbsp;en&nbsp;</p>', '<p>Een <strong>tuin</strong> en</p>'],
      ['<h2>Titel&nbsp; </h2><ul><li>a&nbsp;&nbsp;</li></ul>', '<h2>Titel</h2><ul><li>a</li></ul>'],
      ['<p>a&nbsp;&nbsp;b a &nbsp;b</p>', '<p>a&nbsp;&nbsp;b a &nbsp;b</p>'],
      ['<p><a href="/x?a=1&amp;nbsp;">x</a></p>', '<p><a href="/x?a=1&amp;nbsp;">x</a></p>'],
    ]);
  });

  it('drops white space between blocks and empty blocks, keeps it between words', () => {
    expect(tidyRichText('<h2>a</h2>\n<ul>\n<li>b</li>\n</ul>\n\n<p><br></p><p> </p><p><strong>c</strong> <em>d</em></p>')).toBe(
      '<h2>a</h2><ul><li>b</li></ul><p><strong>c</strong> <em>d</em></p>',
    );
  });

  it('leaves cleaned rich text cleaned', () => {
    for (const html of [cleanRichText(fixture('word')), cleanRichText(fixture('web-page')), ...XSS_VECTORS.map(cleanRichText)]) {
      const tidy = tidyRichText(html);
      expect(cleanRichText(tidy)).toBe(tidy);
    }
  });
});

describe('the editor in the browser cleans with the same code', () => {
  it('bundles shared/html/rich-text.ts and the site’s sanitiser, and no React', async () => {
    const { inputs } = await buildConsoleEditor();
    expect(inputs).toEqual(
      expect.arrayContaining(['client/console/rich-text-editor.ts', 'shared/html/rich-text.ts', 'shared/html/sanitize.ts', 'node_modules/xss/lib/xss.js']),
    );
    expect(inputs.filter((input) => /node_modules\/(react|react-dom)\//.test(input))).toEqual([]);
  });
});
