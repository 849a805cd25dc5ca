import { describe, expect, it } from 'vitest';
import { page } from '../../console-crm-helpers';
import { CONSOLE, signIn } from '../../console-helpers';
import { formIn, send } from '../../page-forms';

// The "AI assistants" screen of an agency on its own hostname (Ardennes Habitat's), as
// test/e2e/console/assistants/console-assistants.test.ts walks it (the browser keeps the address
// field's focus, the switches by keyboard and axe at 1280 and 390 px): the server's address on the
// agency's hostname, both switches on, and the screen's own form sent without JavaScript with the
// requests switched off.

describe('the AI assistants screen of an agency on its own hostname', () => {
  it('shows the server’s address on the agency’s hostname, read-only, and saves a switch turned off by its own form', async () => {
    const owner = await signIn('owner@ardennes-habitat.localhost');
    const path = '/en/sites/2/assistants';
    const { body } = await page(path, owner);
    expect(body).toContain('<h1>AI assistants of Ardennes Habitat</h1>');
    expect(body).toMatch(/<input id="assistants-url" class="copy" type="text" readOnly="" [^>]*value="http:\/\/immo-tweede\.localhost(:\d+)?\/mcp"\/>/);
    const form = await formIn(`${CONSOLE}${path}`, body, `form[action="${path}"]`);
    const ticked = (name: string) => form.controls.find((control) => control.name === name)?.checked;
    expect([ticked('facts'), ticked('requests')]).toEqual([true, true]);

    const { response } = await send(form, { requests: false }, { button: 'Save', headers: { Cookie: owner.cookie, 'CF-Connecting-IP': '203.0.113.10' } });
    expect(response.status, await response.clone().text()).toBe(303);
    const saved = (await page(response.headers.get('Location')!, owner)).body;
    expect(saved).toContain('role="status">Saved: the server follows within seconds, everywhere within a minute.');
    expect(saved).toMatch(/<input type="checkbox" id="assistants-requests" [^>]*name="requests" value="1"\/>/);
    expect(saved).toMatch(/<input type="checkbox" id="assistants-facts" [^>]*name="facts" checked="" value="1"\/>/);
  });
});
