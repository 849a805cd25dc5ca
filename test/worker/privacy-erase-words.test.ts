import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleFetch, signIn, type Who } from './console-helpers';
import { plantPerson, PERSON } from './privacy-helpers';

// What the privacy screen tells the agency before it erases a person: where the person's leads
// went besides the platform, the office's mailbox included (every lead went there by mail), and
// what erasing here leaves where it went, never that the mails in that mailbox go too.

let owner: Who;
const MAILBOX = 'info@immo-scheldeland.be';

beforeAll(async () => {
  await plantPerson(1);
  owner = await signIn('owner@immo-scheldeland.localhost');
});

/** The console's own form post of the privacy screen, in `lang`. */
const form = (lang: string, path: string, fields: Record<string, string>) =>
  consoleFetch(`/${lang}/sites/1/privacy${path}`, { cookie: owner.cookie, form: { _csrf: owner.csrf, ...fields } });

describe('the privacy screen before an erasure', () => {
  it('names the office’s mailbox the person’s leads were mailed to, beside the CRM', async () => {
    const mailed = await env.DB.prepare(
      `SELECT count(*) AS n FROM outbox WHERE site_id = 1 AND kind IN ('contact-request', 'appointment', 'rental-reservation')
       AND json_extract(document, '$.email') = ?1 AND instr(delivered_to, '"email"') > 0`,
    )
      .bind(PERSON.email)
      .first<number>('n');
    expect(mailed).toBe(3);
    const found = await (await form('en', '', { query: PERSON.email })).text();
    expect(found).toContain(`These leads also went to: SweepBright (1 lead), your mailbox ${MAILBOX} (3 leads). Erase the person there too`);
    const gevonden = await (await form('nl', '', { query: PERSON.email })).text();
    expect(gevonden).toContain(`Deze leads gingen ook naar: SweepBright (1 lead), uw mailbox ${MAILBOX} (3 leads).`);
  });

  it('asks the question without promising that the mails go, in each language', async () => {
    const words: Record<string, { stays: string; never: RegExp }> = {
      nl: { stays: 'de mails in uw mailbox en wat uw CRM of webhook ontving', never: /kopie/i },
      fr: { stays: 'les e-mails dans votre boîte mail et ce que votre CRM ou votre webhook a reçu', never: /copie/i },
      en: { stays: 'the mails in your mailbox and what your CRM or webhook received', never: /cop(y|ies)/i },
      de: { stays: 'die E-Mails in Ihrem Postfach und was Ihr CRM oder Webhook erhalten hat', never: /Kopie/i },
    };
    for (const [lang, { stays, never }] of Object.entries(words)) {
      const asked = await form(lang, '/erase', { query: PERSON.email });
      expect(asked.status).toBe(200);
      const page = await asked.text();
      const question = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
      expect(question, lang).toContain(stays);
      expect(question, lang).not.toMatch(never);
    }
  });
});
