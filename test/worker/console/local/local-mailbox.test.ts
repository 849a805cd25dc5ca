import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { consoleFetch, latestLink } from '../../console-helpers';
import { bodyOf } from '../../helpers';
import { UNTIL } from '../../until';

// docs/running-locally.md "Signing in to the console": the local default keeps every mail the
// platform sends in its mailbox, which the console shows at /__mailbox (worker/platform/demo/
// mailbox.ts, worker/console/local/mailbox.tsx), instead of a path outside the repository.

const OWNER = 'owner@immo-scheldeland.localhost';

describe("the local default's mailbox", () => {
  it('lists a sign-in mail with its subject and opens it with its text and its link', async () => {
    expect((await consoleFetch('/en/sign-in', { form: { email: OWNER } })).status).toBe(200);
    const link = (await latestLink(OWNER))!;

    // Once the outbox delivered it: listed, opened by its own link, the sign-in link clickable.
    const opened = await vi.waitFor(async () => {
      const mailbox = await bodyOf(await consoleFetch('/__mailbox'), 200);
      const mails = [...mailbox.matchAll(/<a href="(\/__mailbox\/[0-9]{15}-[0-9a-f]{8})">([^<]+)<\/a>/g)];
      for (const [, path, subject] of mails) {
        const page = await bodyOf(await consoleFetch(path!), 200);
        if (page.includes(`<a href="${link}">`)) return { page, subject };
      }
      throw new Error(`the mailbox lists ${mails.length} mails, none with ${link}`);
    }, UNTIL);
    expect(opened.subject).toMatch(/sign in|console/i);
    expect(opened.page).toContain(`<dd>${OWNER}</dd>`);
    expect(opened.page).toContain('15 minutes');
  });

  it('answers 404 for a mail it does not hold, and keeps its mails apart from the media', async () => {
    expect((await consoleFetch('/__mailbox/000000000000000-00000000')).status).toBe(404);
    expect((await env.MEDIA!.list({ prefix: 'site/' })).objects.every((object) => !object.key.endsWith('.eml'))).toBe(true);
  });
});
