import { describe, expect, it } from 'vitest';
import { absolute } from '../../../../worker/site/assistants/tools/listing-facts';

describe("a listing's absolute URL in a tool's answer", () => {
  it('is what the URL parser makes of the path on the origin, whether joined as it is or parsed', () => {
    const origin = 'https://www.immo-scheldeland.be';
    const paths = [
      '/nl/aanbod/1069/staanplaats-te-koop-in-koning-albertlaan-8790-waregem',
      '/media/1/estates/12/foto-1.webp?w=640&h=480',
      '/fr/bien/12/maison-%C3%A0-vendre',
      '/nl/aanbod/12/huis te koop',
      '/nl/aanbod/12/café',
      '/nl/../privacy',
      '/nl/./aanbod',
      '/nl/aanbod/..',
      '/./x',
      '/..',
      '/nl/%2E%2e/privacy',
      '/nl/aanbod?q=a"b<c>d`e{f}g|h^i\'j',
      '/nl/a|b^c[d]',
      '//elsewhere.example/x',
      '/a\\b',
      'https://cdn.example/photo.jpg',
      'relative/path',
    ];
    for (const path of paths) expect(absolute(origin, path), path).toBe(new URL(path, `${origin}/`).href);
  });
});
