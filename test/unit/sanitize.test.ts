import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../shared/html/sanitize';

/** Nothing that can run: no script element, no handler attribute, no script URL. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<(iframe|object|embed|svg|math|style|link|meta|base|form|input|textarea)\b/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript\s*:/i);
  expect(html).not.toMatch(/vbscript\s*:/i);
  expect(html).not.toMatch(/(src|href)\s*=\s*"data:/i);
  expect(html).not.toMatch(/style\s*=/i);
  expect(html).not.toMatch(/expression\s*\(/i);
}

// Known XSS vectors (OWASP filter evasion cheat sheet and friends).
const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"/>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC="jav\tascript:alert(1);">',
  '<IMG SRC=" &#14;  javascript:alert(1);">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><img src=x onerror=alert(1)></mtext></math>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="//evil.example">x</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<p style="color:red" onclick="alert(1)">x</p>',
  '<style>@import "javascript:alert(1)";</style>',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<div><p><b onmouseover=alert(1)>nested</b></p></div>',
  '<p>unclosed <b onmouseover=alert(1)>tag',
  '<<script>alert(1);//<</script>',
  '<img """><script>alert(1)</script>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<template><img src=x onerror=alert(1)></template>',
];

describe('sanitizeHtml: agency HTML made safe (issue 4)', () => {
  it.each(VECTORS)('leaves nothing executable of %s', (vector) => {
    expectInert(sanitizeHtml(vector));
  });

  it('keeps the agency’s ordinary markup', () => {
    const html = '<h2>Over ons</h2><p>Sinds <strong>1999</strong> in <em>Gent</em>.</p><ul><li>Verkoop</li><li>Verhuur</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps text of unknown tags but drops script and style bodies', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b<marquee>c</marquee></p>')).toBe('<p>abc</p>');
    expect(sanitizeHtml('<style>p{}</style><p>x</p>')).toBe('<p>x</p>');
  });

  it('gives external and new-window links rel="noopener noreferrer", keeps internal links as they are', () => {
    expect(sanitizeHtml('<a href="https://www.biv.be" target="_blank">BIV</a>')).toBe(
      '<a href="https://www.biv.be" target="_blank" rel="noopener noreferrer">BIV</a>',
    );
    expect(sanitizeHtml('<a href="/nl/contact">Contact</a>')).toBe('<a href="/nl/contact">Contact</a>');
    expect(sanitizeHtml('<a href="mailto:info@immo.be">mail</a>')).toBe('<a href="mailto:info@immo.be">mail</a>');
    expect(sanitizeHtml('<a href="https://x.example" rel="opener">x</a>')).toBe('<a href="https://x.example" rel="noopener noreferrer">x</a>');
  });

  it('keeps safe images; an image whose source is unsafe or missing goes entirely, never a bare <img>', () => {
    expect(sanitizeHtml('<img src="/assets/media/1/abc.svg" alt="Gevel" width="600">')).toBe('<img src="/assets/media/1/abc.svg" alt="Gevel" width="600">');
    expect(sanitizeHtml('<img src="http://insecure.example/x.png">')).toBe('');
    expect(sanitizeHtml('<p><img src=x onerror="alert(1)"> Lees ook</p>')).toBe('<p> Lees ook</p>');
    expect(sanitizeHtml('<img alt="Gevel">')).toBe('');
  });

  it('gives an image without alt text an empty one (decorative), as HTML requires an alt', () => {
    expect(sanitizeHtml('<img src="/a.svg">')).toBe('<img src="/a.svg" alt="">');
    expect(sanitizeHtml('<img src="/a.svg" width="10" />')).toBe('<img src="/a.svg" width="10" alt="">');
  });

  it('escapes attribute values once', () => {
    expect(sanitizeHtml('<img src="/a.svg" alt="De &quot;Kouter&quot; &amp; de Leie">')).toBe('<img src="/a.svg" alt="De &quot;Kouter&quot; &amp; de Leie">');
    expect(sanitizeHtml('<a href="/nl/te-koop?type=1&amp;city=7" title="R&amp;D">x</a>')).toBe('<a href="/nl/te-koop?type=1&amp;city=7" title="R&amp;D">x</a>');
    expect(sanitizeHtml('<abbr title="caf&eacute;">x</abbr>')).toBe('<abbr title="café">x</abbr>');
  });

  it('leaves no marker or script text behind an element that is never closed', () => {
    expect(sanitizeHtml('<p>x</p><script>alert(1)')).toBe('<p>x</p>');
    expect(sanitizeHtml('<p>a</p><style>p{color:red}')).toBe('<p>a</p>');
    expect(sanitizeHtml('<p>a</p><script>x</script><p>b</p><iframe src="/x">')).toBe('<p>a</p><p>b</p>');
    for (const vector of VECTORS) expect(sanitizeHtml(vector), vector).not.toMatch(/\[\/?removed\]/);
  });

  it.each(VECTORS)('gives the same output when %s is sanitised again', (vector) => {
    const once = sanitizeHtml(vector);
    expect(sanitizeHtml(once)).toBe(once);
  });

  it('is stable under a second pass for any mix of tags, attributes, entities and text (property)', () => {
    const piece = fc.oneof(
      fc.constantFrom('<p>', '</p>', '<b>', '</b>', '<a href="/x?a=1&amp;b=2">', '<a href="https://x.example" target="_blank">', '</a>', '<img src="/a.svg">', '<img src=x onerror=1>', '<script>', '</script>', '<style>', '<h1>', '</h1>', '<abbr title="&quot;q&quot;">', '</abbr>', '&amp;', '&lt;', '&quot;', '&#233;', '"', "'", '<', '>', '[removed]'),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const once = sanitizeHtml(pieces.join(''));
        expect(sanitizeHtml(once)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it('drops headings of level 1 (the page has its own) but keeps their text', () => {
    expect(sanitizeHtml('<h1>Titel</h1>')).toBe('Titel');
  });

  it('survives impossible character references instead of failing the page', () => {
    expect(sanitizeHtml('<abbr title="&#99999999;">x</abbr><img alt="&#x110000;" src="/a.svg">')).toBe('<abbr>x</abbr><img alt="" src="/a.svg">');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
