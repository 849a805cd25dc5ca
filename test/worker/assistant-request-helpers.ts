import { expect, vi } from 'vitest';
import { consoleFetch } from './console-helpers';
import { bodyOf, CLIENT, get } from './helpers';
import { UNTIL } from './until';

// What the tests of requests through an assistant share: the link mailed to the person, read in
// the console's local mailbox (/__mailbox), and the confirm page's button.

/** The confirm link of the newest mail to `to` in the console's local mailbox, once it is there. */
export async function mailedLink(to: string, path: string): Promise<string> {
  return vi.waitFor(async () => {
    const mailbox = await bodyOf(await consoleFetch('/__mailbox'), 200);
    const listed = [...mailbox.matchAll(/<li>(?:(?!<\/li>).)*?<a href="(\/__mailbox\/[0-9]{15}-[0-9a-f]{8})">(?:(?!<\/li>).)*<\/li>/gs)].filter(([item]) =>
      item.includes(to),
    );
    expect(listed, `a mail to ${to}`).toHaveLength(1);
    const opened = await bodyOf(await consoleFetch(listed[0]![1]!), 200);
    const link = new RegExp(`<a href="([^"]*${path}[^"]*)">`).exec(opened)?.[1];
    expect(link, `a link to ${path} in ${opened}`).toBeDefined();
    return link!.replaceAll('&amp;', '&');
  }, UNTIL);
}

/** The confirm page's button pressed, the privacy box ticked (`consent`: false leaves it unticked). */
export const press = (url: string, consent = true) =>
  get(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': CLIENT },
    body: consent ? 'privacy=yes' : '',
    redirect: 'manual',
  });
