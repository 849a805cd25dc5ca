import { describe, expect, it } from 'vitest';
import { html } from '../../helpers';

// "1 vakantiewoning gevonden", not "1 vakantiewoningen gevonden": the server's
// first render picks the form, and the island gets every form to pick from in the browser.

const HOLIDAYS = { nl: '/nl/vakantieverhuur', fr: '/fr/locations-de-vacances', en: '/en/holiday-rentals', de: '/de/ferienvermietung' } as const;
const ONE = { nl: '1 vakantiewoning gevonden', fr: '1 location trouvée', en: '1 holiday home found', de: '1 Ferienhaus gefunden' } as const;

/** The status line of the holiday list. */
const status = (body: string) => /role="status">([^<]*)</.exec(body)?.[1] ?? '';

describe('the holiday count has its singular', () => {
  it.each(Object.keys(HOLIDAYS) as (keyof typeof HOLIDAYS)[])('%s: one unit found reads in the singular', async (locale) => {
    // The most guests asked for that still leaves one unit: the demo's largest unit alone.
    let found = '';
    for (let guests = 20; guests > 0 && !found; guests--) {
      const line = status((await html(`http://localhost${HOLIDAYS[locale]}?guests=${guests}`)).body);
      if (/^1\D/.test(line)) found = line;
    }
    expect(found).toBe(ONE[locale]);
  });

  it('gives the list island every form, so loading more keeps the right one', async () => {
    const { body } = await html('http://localhost/nl/vakantieverhuur');
    expect(body).toContain('&quot;one&quot;:&quot;{{count}} vakantiewoning gevonden&quot;');
    expect(body).toContain('&quot;other&quot;:&quot;{{count}} vakantiewoningen gevonden&quot;');
    expect(status(body)).toMatch(/^\d+ vakantiewoningen gevonden$/);
  });
});
