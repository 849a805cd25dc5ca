import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RawAgreement } from '../../../../shared/contract/raw/page';
import { readDraftItem } from '../../../../worker/platform/drafts/store';
import { consoleFetch, consolePage, signIn } from '../../console-helpers';
import { consoleApi } from '../../golive-helpers';
import { html } from '../../helpers';
import { later, postForm } from '../../draft-helpers';

// The agency's own privacy statement and terms of use: written in the console (rich
// text cleaned), published, no longer rewritten when the legal data change; and put back to
// the text written from the legal data.

const OWNER = 'owner@immo-scheldeland.localhost';
afterEach(() => vi.useRealTimers());

const post = postForm;
const privacy = async () => readDraftItem<RawAgreement>(env.DB, 1, 'agreement', 'privacy/nl');

describe('the privacy statement and terms of use', () => {
  it('takes the agency’s own text, cleaned, publishes it, keeps it through a change of the legal data, and gives the generated one back', async () => {
    const owner = await signIn(OWNER);
    const screen = await consolePage(owner, '/en/sites/1/agreements');
    expect(screen).toContain('Privacy statement (Dutch)');
    const empty = await post(owner, '/en/sites/1/agreements/privacy/nl', {
      version: String((await privacy()).version),
      title: 'Privacy',
      html: '<script>x</script>',
    });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('id="privacy-nl-html-error">Please fill this in.');
    const own =
      '<h2 class="x">Onze belofte</h2><p style="color:red">Wij <b>verkopen</b> uw gegevens nooit.</p>' +
      '<p>Aanvragen: [[retention]]; bezoeken: [[viewing-retention]].</p><table><tr><td>cel</td></tr></table>';
    expect(
      (await post(owner, '/en/sites/1/agreements/privacy/nl', { version: String((await privacy()).version), title: 'Onze privacy', html: own })).status,
    ).toBe(303);
    expect((await privacy()).document).toMatchObject({
      title: 'Onze privacy',
      html: '<h2>Onze belofte</h2><p>Wij <strong>verkopen</strong> uw gegevens nooit.</p><p>Aanvragen: [[retention]]; bezoeken: [[viewing-retention]].</p>cel',
      generated: false,
    });
    expect((await consoleApi(owner, 'POST', '/sites/1/drafts/publish')).status).toBe(201);
    later();
    const page = await html('http://localhost/nl/privacy-verklaring');
    expect(page.body).toContain('Wij <strong>verkopen</strong> uw gegevens nooit.');
    // Its periods in words of the retention setting (none set: two years, viewings one).
    expect(page.body).toContain('<p>Aanvragen: twee jaar; bezoeken: één jaar.</p>');

    // The legal data change: the agency's own text stays.
    const legal = await consoleFetch('/en/sites/1/legal', { cookie: owner.cookie });
    expect(legal.status).toBe(200);
    await env.DB.prepare(`UPDATE sites SET document = json_set(document, '$.legal.company', 'Immo Scheldeland NV') WHERE id = 1`).run();
    const { refreshStarterAgreements } = await import('../../../../worker/platform/starter/agreements');
    const { agreementTexts } = await import('../../../../worker/platform/starter/agreement-texts');
    await refreshStarterAgreements(env.DB, 1, await agreementTexts(env.ASSETS));
    const live = await env.DB.prepare(`SELECT document FROM agreements WHERE site_id = 1 AND type = 'privacy' AND locale = 'nl'`).first<{ document: string }>();
    expect(JSON.parse(live!.document)).toMatchObject({ title: 'Onze privacy', generated: false });

    // Back to the generated text (in the draft), from the legal data as they are now.
    expect((await post(owner, '/en/sites/1/agreements/privacy/nl/generated', { version: String((await privacy()).version) })).status).toBe(303);
    const generated = (await privacy()).document!;
    expect(generated.generated).toBe(true);
    expect(generated.html).toContain('Immo Scheldeland NV');
  });
});
