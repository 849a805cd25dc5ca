import { describe, expect, it } from 'vitest';
import { CONSOLE } from '../../console-helpers';
import { bodyOf } from '../../helpers';
import { formOnPage, send } from '../../page-forms';

// A console form that fails, sent as a browser without JavaScript sends it (the sign-in form
// without an address), in Dutch and French: the page's title says so, the field is marked and tied
// to its error, and the error summary is the one element the page focuses as it loads (autofocus,
// no script). Focus, Tab and axe at 390 and 1280 px: test/e2e/console/kit/console-forms.test.ts.

const PREFIX = { nl: 'Fout:', fr: 'Erreur :' } as const;

/** The opening tags of a page that carry `autofocus`. */
const autofocused = (body: string) => body.match(/<[a-z][^>]*\sautofocus=""[^>]*>/g) ?? [];

describe('a form that fails', () => {
  for (const lang of ['nl', 'fr'] as const) {
    it(`says so in the title, marks the field with its error and focuses the error summary as it loads (${lang})`, async () => {
      const form = await formOnPage(`${CONSOLE}/${lang}/sign-in`, `form[action="/${lang}/sign-in"]`, { headers: { 'CF-Connecting-IP': '203.0.113.21' } });
      const { response } = await send(form, { email: '' }, { headers: { 'CF-Connecting-IP': '203.0.113.21' } });
      const body = await bodyOf(response, 400);
      expect(body).toContain(`<title>${PREFIX[lang]} `);
      const field = /<input[^>]*\sid="email"[^>]*>/.exec(body)?.[0] ?? '';
      expect(field).toContain('aria-invalid="true"');
      expect(/aria-describedby="([^"]*)"/.exec(field)?.[1]?.split(' ')).toContain('email-error');
      expect(body).toContain('id="email-error"');
      // The summary alone takes the focus as the page loads, and can take it (tabindex -1).
      expect(autofocused(body)).toEqual([expect.stringMatching(/^<p class="alert" role="alert" tabindex="-1" autofocus="" data-error-summary=""/)]);
    });
  }
});
