import { describe, expect, it } from 'vitest';
import { logoBox, logoSizeOf } from '../../../../shared/domain/logo-size';

// The header's logo at its own proportions (48 px high, 200 px wide at most): the size an
// uploaded logo's address names, and the box it is shown in.

describe('logoSizeOf', () => {
  it.each([
    ['/assets/media/site/1/logo-0123456789abcdef-800x200.png', { width: 800, height: 200 }],
    ['/assets/media/site/12/logo-0123456789abcdef-64x64.webp', { width: 64, height: 64 }],
    ['/assets/media/site/1/logo-0123456789abcdef.png', null],
    ['https://cdn.example.be/logo.png', null],
    ['/assets/media/site/1/logo-0123456789abcdef-0x64.png', null],
    [null, null],
  ])('%s names %j', (url, size) => {
    expect(logoSizeOf(url)).toEqual(size);
  });
});

describe('logoBox', () => {
  it.each([
    [{ width: 400, height: 100 }, 200, { width: 192, height: 48 }],
    [{ width: 400, height: 100 }, 120, { width: 120, height: 30 }],
    [{ width: 1600, height: 200 }, 200, { width: 200, height: 25 }],
    [{ width: 128, height: 128 }, 200, { width: 48, height: 48 }],
    [{ width: 100, height: 300 }, 200, { width: 16, height: 48 }],
    [{ width: 240, height: 80 }, 200, { width: 144, height: 48 }],
  ])('%j within %d px wide is %j', (natural, maxWidth, box) => {
    expect(logoBox(natural, maxWidth)).toEqual(box);
  });
});
