import { readFile } from 'node:fs/promises';
import { decodeHTMLAttribute } from 'entities/decode';
import fc from 'fast-check';
import { FilterXSS } from 'xss';
import { describe, expect, it, vi } from 'vitest';
import { htmlNamedReferences, namedReferencesSource } from '../../../../scripts/named-references.mjs';
import { LEGACY_REFERENCES, NAMED_REFERENCES } from '../../../../shared/html/named-references';
import { sanitizeHtml } from '../../../../shared/html/sanitize';
import { XSS_VECTORS } from '../../fixtures/xss-vectors';
import { expectMaps } from '../../../support/maps';

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

const VECTORS = XSS_VECTORS;

describe('sanitizeHtml: agency HTML made safe', () => {
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
    expectMaps(sanitizeHtml, [
      ['<a href="https://www.biv.be" target="_blank">BIV</a>', '<a href="https://www.biv.be" target="_blank" rel="noopener noreferrer">BIV</a>'],
      ['<a href="/nl/contact">Contact</a>', '<a href="/nl/contact">Contact</a>'],
      ['<a href="mailto:info@immo.be">mail</a>', '<a href="mailto:info@immo.be">mail</a>'],
      ['<a href="https://x.example" rel="opener">x</a>', '<a href="https://x.example" rel="noopener noreferrer">x</a>'],
    ]);
  });

  it('keeps safe images; an image whose source is unsafe or missing goes entirely, never a bare <img>', () => {
    expectMaps(sanitizeHtml, [
      ['<img src="/assets/media/1/abc.svg" alt="Gevel" width="600">', '<img src="/assets/media/1/abc.svg" alt="Gevel" width="600">'],
      ['<img src="http://insecure.example/x.png">', ''],
      ['<p><img src=x onerror="alert(1)"> Lees ook</p>', '<p> Lees ook</p>'],
      ['<img alt="Gevel">', ''],
    ]);
  });

  it('gives an image without alt text an empty one (decorative), as HTML requires an alt', () => {
    expect(sanitizeHtml('<img src="/a.svg">')).toBe('<img src="/a.svg" alt="">');
    expect(sanitizeHtml('<img src="/a.svg" width="10" />')).toBe('<img src="/a.svg" width="10" alt="">');
  });

  it('escapes attribute values once', () => {
    expectMaps(sanitizeHtml, [
      ['<img src="/a.svg" alt="De &quot;Kouter&quot; &amp; de Leie">', '<img src="/a.svg" alt="De &quot;Kouter&quot; &amp; de Leie">'],
      ['<a href="/nl/te-koop?type=1&amp;city=7" title="R&amp;D">x</a>', '<a href="/nl/te-koop?type=1&amp;city=7" title="R&amp;D">x</a>'],
      ['<abbr title="caf&eacute;">x</abbr>', '<abbr title="café">x</abbr>'],
    ]);
  });

  it('leaves no marker or script text behind an element that is never closed', () => {
    expectMaps(sanitizeHtml, [
      ['<p>x</p><script>alert(1)', '<p>x</p>'],
      ['<p>a</p><style>p{color:red}', '<p>a</p>'],
      ['<p>a</p><script>x</script><p>b</p><iframe src="/x">', '<p>a</p><p>b</p>'],
    ]);
    for (const vector of VECTORS) expect(sanitizeHtml(vector), vector).not.toMatch(/\[\/?removed\]/);
  });

  it.each(VECTORS)('gives the same output when %s is sanitised again', (vector) => {
    const once = sanitizeHtml(vector);
    expect(sanitizeHtml(once)).toBe(once);
  });

  it('is stable under a second pass for any mix of tags, attributes, entities and text (property)', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '<p>',
        '</p>',
        '<b>',
        '</b>',
        '<a href="/x?a=1&amp;b=2">',
        '<a href="https://x.example" target="_blank">',
        '</a>',
        '<img src="/a.svg">',
        '<img src=x onerror=1>',
        '<script>',
        '</script>',
        '<style>',
        '<h1>',
        '</h1>',
        '<abbr title="&quot;q&quot;">',
        '</abbr>',
        '&amp;',
        '&lt;',
        '&quot;',
        '&#233;',
        '"',
        "'",
        '<',
        '>',
        '[removed]',
      ),
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

/**
 * The sanitiser decodes character references itself (the entities package's full
 * table was 14 KB gzipped of the worker): the named references of named-references.ts, and
 * any other `&name;` left for the browser. These tests read every reference from the entities
 * package (here, in Node) and check what a browser reads from the result, decoded with
 * entities' attribute decoder (HTML's rules).
 */
describe('sanitizeHtml: character references in attributes, against the entities package', () => {
  const references = htmlNamedReferences();
  const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

  /** The attribute as the sanitiser wrote it, as a browser reads it; null when it was dropped. */
  const attributePatterns = new Map<string, RegExp>();
  function attribute(html: string, name: string): string | null {
    let pattern = attributePatterns.get(name);
    if (!pattern) attributePatterns.set(name, (pattern = new RegExp(`\\s${name}="([^"]*)"`)));
    const match = pattern.exec(html);
    return match ? decodeHTMLAttribute(match[1]) : null;
  }
  /** The values the last `handover.process` was handed. */
  let values = { title: '', href: '' };
  const handover = new FilterXSS({
    whiteList: { abbr: ['title'], a: ['href'] },
    onTagAttr: (_tag, name, value) => {
      if (name === 'title' || name === 'href') values[name] = value;
      return '';
    },
  });
  /** The raw values xss hands the sanitiser for `<abbr title="…">` and `<a href="…">` (it trims them, for one). */
  function handedOver(raw: string): { title: string; href: string } {
    values = { title: '', href: '' };
    handover.process(`<abbr title="${raw}">x</abbr><a href="${raw}">y</a>`);
    return values;
  }
  /** What the sanitiser used to make of a title (the full entities decoder), as a browser reads it. */
  function titleWithFullDecoder(raw: string): string | null {
    const decoded = decodeHTMLAttribute(handedOver(raw).title).replace(/\uFFFD/g, '');
    return decoded === '' ? null : decoded;
  }
  /** What the sanitiser used to make of an href (the full entities decoder), as a browser reads it. */
  function hrefWithFullDecoder(raw: string): string | null {
    const decoded = decodeHTMLAttribute(handedOver(raw).href)
      .replace(/\uFFFD/g, '')
      .replace(/[\u0000-\u0020\u007f-\u009f]/g, (char) => (char === ' ' ? ' ' : ''))
      .trim();
    return SAFE_LINK.test(decoded) ? decoded : null;
  }
  /** A URL as a browser's URL parser starts reading it: tab and new lines removed, leading C0 controls and spaces trimmed. */
  function asUrl(value: string): string {
    return value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  }

  it('reads every reference of the entities package (2125, 106 of them legacy)', () => {
    expect(references).toHaveLength(2125);
    expect(references.filter((reference) => reference.legacy)).toHaveLength(106);
    for (const { name, value, legacy } of references) {
      expect(decodeHTMLAttribute(`&${name};`), name).toBe(value);
      expect(decodeHTMLAttribute(`&${name} `), name).toBe(legacy ? `${value} ` : `&${name} `);
    }
  });

  it('holds the table scripts/named-references.mjs writes', async () => {
    const committed = await readFile(new URL('../../../../shared/html/named-references.ts', import.meta.url), 'utf8');
    expect(committed).toBe(namedReferencesSource());
  });

  it('decodes itself every reference to ASCII, whitespace or a control character, and every legacy one', () => {
    const legacy = new Set(LEGACY_REFERENCES.split(' '));
    for (const reference of references) {
      const needed = reference.legacy || /[\u0000-\u007f\s\u0080-\u009f]/.test(reference.value);
      if (needed) expect(NAMED_REFERENCES[reference.name], reference.name).toBe(reference.value);
      if (Object.hasOwn(NAMED_REFERENCES, reference.name)) expect(NAMED_REFERENCES[reference.name], reference.name).toBe(reference.value);
      expect(legacy.has(reference.name), reference.name).toBe(reference.legacy);
    }
    expect(references.filter((reference) => /[\u0000-\u007f]/.test(reference.value)).length).toBeGreaterThan(45);
  });

  it('lets no javascript:, vbscript: or data: URL and no protocol-relative link through, whatever reference hides it', () => {
    const targets = ['JavaScript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,x'];
    // Every vector's faults, named at the end (one expect per check of some 55,000 vectors took
    // longer than the checks themselves).
    const unsafe: string[] = [];
    for (const { name, value } of references) {
      const vectors: string[] = [];
      for (const form of [`&${name};`, `&${name}`]) {
        for (const target of targets) {
          vectors.push(`${form}${target}`, `${target.slice(0, 4)}${form}${target.slice(4)}`, target.replace(':', form));
          // The reference standing for the very character(s) it replaces.
          for (let index = 0; index < target.length; index++) {
            if (target.slice(index, index + value.length).toLowerCase() === value.toLowerCase()) {
              vectors.push(target.slice(0, index) + form + target.slice(index + value.length));
            }
          }
        }
        vectors.push(`/${form}/evil.example`, `${form}//evil.example`, `/${form}evil.example`, `https:${form}//ok.example`);
      }
      for (const vector of vectors) {
        const html = `<a href="${vector}">x</a><img src="${vector}">`;
        const output = sanitizeHtml(html);
        if (/\son\w+\s*=/i.test(output)) unsafe.push(`${html} → ${output}: a handler`);
        for (const url of [attribute(output, 'href'), attribute(output, 'src')]) {
          if (url === null) continue;
          const read = asUrl(url);
          if (!SAFE_LINK.test(read)) unsafe.push(`${html} → ${output}: not a safe link`);
          // Not protocol-relative: browsers read `\\` as `/`, so `/\\host` is one too.
          if (/^\/[/\\]/.test(read)) unsafe.push(`${html} → ${output}: protocol-relative`);
          if (/^(javascript|vbscript|data):/i.test(read.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''))) unsafe.push(`${html} → ${output}: a script or data URL`);
        }
      }
    }
    expect(unsafe).toEqual([]);
  });

  it('gives a browser the same value as the full decoder did, for every reference in every attribute', () => {
    for (const { name } of references) {
      for (const raw of [`a&${name};b`, `&${name}`, `&${name}=`, `&${name}x`, `&${name};x`, `/p?q=&${name}`, `/p?q=&${name};`, `/p?q=&${name}=1`]) {
        const output = sanitizeHtml(`<abbr title="${raw}">x</abbr><a href="${raw}">y</a>`);
        expect(attribute(output, 'title'), raw).toBe(titleWithFullDecoder(raw));
        expect(attribute(output, 'href'), raw).toBe(hrefWithFullDecoder(raw));
      }
    }
  });

  it('reads numeric references as HTML does: windows-1252 for 128–159, nothing for impossible ones', () => {
    const codes = [
      ...Array.from({ length: 0x400 }, (_, code) => code),
      0xd7ff,
      0xd800,
      0xdbff,
      0xdc00,
      0xdfff,
      0xe000,
      0xfffd,
      0xfffe,
      0xffff,
      0x10000,
      0x1f600,
      0x10ffff,
      0x110000,
      0x7fffffff,
      1e20,
    ];
    for (const code of codes) {
      for (const raw of [`&#${code};`, `&#${code}`, `&#x${code.toString(16)};`, `&#X${code.toString(16).toUpperCase()}x`, `&#00${code}5`]) {
        expect(attribute(sanitizeHtml(`<abbr title="a${raw}">x</abbr>`), 'title'), raw).toBe(titleWithFullDecoder(`a${raw}`));
      }
    }
  });

  it('gives a browser the same title and link as the full decoder did, for any mix of references (property)', () => {
    const names = references.map((reference) => reference.name);
    const piece = fc.oneof(
      fc.constantFrom(...names).chain((name) => fc.constantFrom(`&${name};`, `&${name}`, `&${name.slice(0, -1)}`, `&${name}=`, `&${name}1`)),
      fc.integer({ min: 0, max: 0x11_0000 }).chain((code) => fc.constantFrom(`&#${code}`, `&#${code};`, `&#x${code.toString(16)}`, `&#x${code.toString(16)};`)),
      fc.constantFrom('&', '&#', '&#x', '&#x;', ';', '=', 'a', '1', ' ', '\t', '/', '//', ':', 'javascript:', 'https://', '\uFFFD', '\u0000', '\u0085', 'é'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const raw = pieces.join('');
        const output = sanitizeHtml(`<abbr title="${raw}">x</abbr><a href="${raw}">y</a>`);
        expect(attribute(output, 'title')).toBe(titleWithFullDecoder(raw));
        expect(attribute(output, 'href')).toBe(hrefWithFullDecoder(raw));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('sanitising once per text (the hot path does each thing once)', () => {
  it('gives the remembered result for a text it sanitised before, without filtering it again', () => {
    const text = `<p onclick="x()">Het verhaal van ${Math.random()}<script>alert(1)</script></p>`;
    const process = vi.spyOn(FilterXSS.prototype, 'process');
    try {
      const first = sanitizeHtml(text);
      const calls = process.mock.calls.length;
      expect(calls).toBeGreaterThan(0);
      expect(sanitizeHtml(text)).toBe(first);
      expect(process.mock.calls.length).toBe(calls);
      expectInert(first);
    } finally {
      process.mockRestore();
    }
  });
});
