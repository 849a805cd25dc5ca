import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The worker bundles replace cssfilter, which xss loads, by worker/aliases/cssfilter-server.cjs
// (the wrangler configurations' [alias]). Here xss gets that stand-in too, before the sanitisers
// load it, with its process counted: they must give the same results without ever asking it.
const require = createRequire(import.meta.url);
const standIn = require('../../../worker/aliases/cssfilter-server.cjs') as { FilterCSS: { prototype: { process(css: string): string } } };
let asked = 0;
const process = standIn.FilterCSS.prototype.process;
standIn.FilterCSS.prototype.process = function (css: string) {
  asked++;
  return process.call(this, css);
};
const cssfilterPath = require.resolve('cssfilter', { paths: [require.resolve('xss')] });
require.cache[cssfilterPath] = { id: cssfilterPath, filename: cssfilterPath, loaded: true, exports: standIn } as NodeJS.Module;
for (const path of Object.keys(require.cache)) if (/node_modules\/xss\//.test(path)) delete require.cache[path];

describe('sanitizeHtml with the worker’s stand-in for cssfilter', () => {
  it('is loaded by xss here, as in the worker bundle', () => {
    expect(require(cssfilterPath)).toBe(standIn);
    expect(require('xss/lib/default.js').cssFilter).toBeInstanceOf(standIn.FilterCSS);
  });

  it('is the xss the sanitiser imports', async () => {
    const imported = (await import('xss')) as unknown as { default?: { FilterXSS: unknown }; FilterXSS: unknown };
    expect((imported.default ?? imported).FilterXSS).toBe(require('xss').FilterXSS);
  });

  it('drops style attributes and keeps the rest without ever filtering CSS', async () => {
    const { sanitizeHtml } = await import('../../../shared/html/sanitize');
    expect(sanitizeHtml('<p style="color:red" onclick="alert(1)">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<div style="background:url(javascript:alert(1))">x</div><span style="x">y</span>')).toBe('<div>x</div><span>y</span>');
    expect(sanitizeHtml('<a href="https://www.biv.be" target="_blank" style="a:b">BIV</a>')).toBe(
      '<a href="https://www.biv.be" target="_blank" rel="noopener noreferrer">BIV</a>',
    );
    expect(sanitizeHtml('<img src="/a.svg" alt="De &quot;Kouter&quot;" style="width:1px">')).toBe('<img src="/a.svg" alt="De &quot;Kouter&quot;">');
    expect(asked).toBe(0);
  });

  it('gives the console’s rich text (the platform’s other sanitiser) without its style attributes, never filtering CSS', async () => {
    const { cleanRichText } = await import('../../../shared/html/rich-text');
    expect(cleanRichText('<p class="MsoNormal" style="color:red"><b style="x">Tuin</b> <span style="y">zuid</span></p>')).toBe(
      '<p><strong>Tuin</strong> zuid</p>',
    );
    expect(cleanRichText('<a href="https://www.biv.be" style="background:url(javascript:alert(1))">BIV</a>')).not.toContain('style');
    expect(asked).toBe(0);
  });
});
