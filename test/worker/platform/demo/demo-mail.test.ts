import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { consoleFetch } from '../../console-helpers';
import { bodyOf, CLIENT, get } from '../../helpers';
import { UNTIL } from '../../until';

// docs/running-locally.md "Mail": on the demo database as seeded, with nothing set up, a visitor
// of a demo site gets their mail (a subscription's confirmation, a follow's) in the local
// mailbox (/__mailbox), and its link opens the site and confirms.

function post(url: string, fields: [string, string][]) {
  return get(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': CLIENT },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/**
 * The link to `path` (a site's page, its token after it) of the newest mail to `to` in the
 * console's local mailbox, once it lists `count` mails to that address (newest first).
 */
async function mailedLink(to: string, path: string, count = 1): Promise<string> {
  return vi.waitFor(async () => {
    const mailbox = await bodyOf(await consoleFetch('/__mailbox'), 200);
    const listed = [...mailbox.matchAll(/<li>(?:(?!<\/li>).)*?<a href="(\/__mailbox\/[0-9]{15}-[0-9a-f]{8})">(?:(?!<\/li>).)*<\/li>/gs)].filter(([item]) =>
      item.includes(to),
    );
    expect(listed, `${count} mails to ${to}`).toHaveLength(count);
    const opened = await bodyOf(await consoleFetch(listed[0]![1]!), 200);
    const link = new RegExp(`<a href="([^"]*${path}[^"]*)">`).exec(opened)?.[1];
    expect(link, `a link to ${path} in ${opened}`).toBeDefined();
    return link!.replaceAll('&amp;', '&');
  }, UNTIL);
}

/** Opens a mailed confirmation link (200, its button) and presses the button: the confirmed page. */
async function confirmBy(link: string): Promise<void> {
  expect(link).toMatch(/^http:\/\/localhost\/nl\/hou-me-op-de-hoogte\/bevestigen\/[\w-]+$/);
  const page = await bodyOf(await get(link), 200);
  expect(page).toContain('Ja, bevestig mijn inschrijving');
  const confirmed = await post(link, []);
  expect(confirmed.status).toBe(303);
  expect(confirmed.headers.get('Location')).toMatch(/\?confirmed=1$/);
}

const confirmedAt = (email: string) =>
  env.DB.prepare('SELECT confirmed_at FROM subscriptions WHERE site_id = 1 AND email = ?1').bind(email).first<string | null>('confirmed_at');

describe('the demo sites’ visitor mail, on the database as seeded', () => {
  it('mails a new subscription’s confirmation to the local mailbox, and its link opens and confirms', async () => {
    const email = `nieuw.${crypto.randomUUID().slice(0, 8)}@example.be`;
    const made = await post('http://localhost/nl/hou-me-op-de-hoogte', [
      ['email', email],
      ['statuses', 'FOR_SALE'],
      ['frequency', 'weekly'],
      ['consent', 'yes'],
    ]);
    expect(made.status, await made.clone().text()).toBe(303);
    await confirmBy(await mailedLink(email, '/nl/hou-me-op-de-hoogte/bevestigen/'));
    expect(await confirmedAt(email)).toBeTruthy();
  });

  it('mails a follow of favourites by an address not confirmed yet its confirmation again, and that link confirms it', async () => {
    const estate = await env.DB.prepare(
      "SELECT id FROM estates WHERE site_id = 1 AND parent_id IS NULL AND is_project = 0 AND status = 'FOR_SALE' ORDER BY id LIMIT 1",
    ).first<number>('id');
    const email = `volger.${crypto.randomUUID().slice(0, 8)}@example.be`;
    expect(
      (
        await post('http://localhost/nl/hou-me-op-de-hoogte', [
          ['email', email],
          ['statuses', 'FOR_SALE'],
          ['consent', 'yes'],
        ])
      ).status,
    ).toBe(303);
    await mailedLink(email, '/nl/hou-me-op-de-hoogte/bevestigen/');
    const followed = await post('http://localhost/nl/favorieten', [
      ['email', email],
      ['estateIds', String(estate)],
    ]);
    expect(followed.headers.get('Location')).toBe('/nl/favorieten?followed=pending#follow-favorites');
    await confirmBy(await mailedLink(email, '/nl/hou-me-op-de-hoogte/bevestigen/', 2));
    expect(await confirmedAt(email)).toBeTruthy();
    const follows = await env.DB.prepare(
      'SELECT f.estate_id FROM subscription_follows f JOIN subscriptions s ON s.token = f.token AND s.site_id = f.site_id WHERE s.email = ?1',
    )
      .bind(email)
      .all<{ estate_id: number }>();
    expect(follows.results.map((row) => row.estate_id)).toEqual([estate]);
  });
});
