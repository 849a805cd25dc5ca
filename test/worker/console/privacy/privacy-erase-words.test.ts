import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleFetch, signIn, type Who } from '../../console-helpers';
import { plantPerson, PERSON } from '../../privacy-helpers';

// What the privacy screen tells the agency before it erases a person: where the person's leads
// went besides the platform, the office's mailbox included (every lead went there by mail), what
// erasing here leaves where it went, never that the mails in that mailbox go too, and what it must
// not erase there: what the anti-money-laundering law keeps of a client, ten years after the
// business relationship (law of 18 September 2017, art. 60; docs/privacy.md).

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
    const words: Record<string, { stays: string; never: RegExp; kept: string }> = {
      nl: {
        stays: 'de mails in uw mailbox en wat uw CRM of webhook ontving',
        never: /kopieën van de mails/i,
        kept: 'Wis niet wat de antiwitwaswet u van een cliënt laat bewaren, in uw CRM of elders',
      },
      fr: {
        stays: 'les e-mails dans votre boîte mail et ce que votre CRM ou votre webhook a reçu',
        never: /copies des e-mails/i,
        kept: 'N’effacez pas ce que la loi anti-blanchiment vous fait conserver d’un client',
      },
      en: {
        stays: 'the mails in your mailbox and what your CRM or webhook received',
        never: /copies of the mails/i,
        kept: 'Do not erase what the anti-money-laundering law makes you keep of a client',
      },
      de: {
        stays: 'die E-Mails in Ihrem Postfach und was Ihr CRM oder Webhook erhalten hat',
        never: /Kopien der E-Mails/i,
        kept: 'Löschen Sie nicht, was Sie nach dem Geldwäschegesetz von einem Kunden aufbewahren müssen',
      },
    };
    const law: Record<string, string> = {
      nl: 'tot tien jaar na het einde van de zakelijke relatie',
      fr: 'jusqu’à dix ans après la fin de la relation d’affaires',
      en: 'until ten years after the business relationship ends',
      de: 'bis zehn Jahre nach dem Ende der Geschäftsbeziehung',
    };
    const cited: Record<string, string> = {
      nl: '(wet van 18 september 2017, art. 60; AVG art. 17, lid 3, b)',
      fr: '(loi du 18 septembre 2017, art. 60 ; RGPD art. 17, § 3, b)',
      en: '(law of 18 September 2017, art. 60; GDPR art. 17(3)(b))',
      de: '(Gesetz vom 18. September 2017, Art. 60; DSGVO Art. 17 Abs. 3 Buchst. b)',
    };
    for (const [lang, { stays, never, kept }] of Object.entries(words)) {
      const asked = await form(lang, '/erase', { query: PERSON.email });
      expect(asked.status).toBe(200);
      const page = await asked.text();
      const question = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
      expect(question, lang).toContain(stays);
      expect(question, lang).not.toMatch(never);
      expect(question, lang).toContain(kept);
      expect(question, lang).toContain(law[lang]);
      expect(question, lang).toContain(cited[lang]);
    }
  });

  it('focuses what a search found as the page loads, not the top of the page', async () => {
    const found = await (await form('en', '', { query: PERSON.email })).text();
    expect(found).toMatch(/<p role="status" tabindex="-1" autofocus="" id="privacy-found">\d+ records found for /);
    expect(found.match(/autofocus/g)).toHaveLength(1);
    const none = await (await form('en', '', { query: 'nobody.here@example.be' })).text();
    expect(none).toMatch(/<p role="status" tabindex="-1" autofocus="" id="privacy-found">Immo Scheldeland keeps nothing about /);
  });

  it('says beside the list of recipients what the anti-money-laundering law keeps', async () => {
    const found = await (await form('en', '', { query: PERSON.email })).text();
    const alert = /<p class="alert">(These leads also went to: [^<]*)<\/p>/.exec(found)?.[1] ?? '';
    expect(alert).toContain('Erase the person there too: what you erase here stays there. Do not erase what the anti-money-laundering law');
    expect(alert).toContain('makes you keep of a client, in your CRM or elsewhere:');
    expect(alert).toContain('until ten years after the business relationship ends');
    expect(alert).toMatch(/\(law of 18 September 2017, art\. 60; GDPR art\. 17\(3\)\(b\)\)\.$/);
  });
});
