import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { siteLinkBase } from '../../../../worker/platform/sites/link';
import { consolePage, signIn } from '../../console-helpers';

// A link in the console's rich text (a page's text, the privacy statement, a listing's description) leads to the agency's
// site: the editing pages name the site's origin (main's data-site-origin), where the console's
// forms script opens a relative link (worker/console/kit/forms-script.ts), not on the console's host.

const OWNER = 'owner@immo-scheldeland.localhost';
const originIn = (body: string) => /<main id="main" tabindex="-1" data-site-origin="([^"]*)">/.exec(body)?.[1];

describe("the rich text's links lead to the site", () => {
  it("the page editor and the legal texts name the site's origin, its primary hostname's", async () => {
    const owner = await signIn(OWNER);
    const site = await siteLinkBase(env.DB, 1);
    expect(site?.origin).toMatch(/^https?:\/\//);
    const pageId = /href="\/en\/sites\/1\/pages\/(\d+)"/.exec(await consolePage(owner, '/en/sites/1/pages'))?.[1];
    expect(pageId).toBeDefined();
    expect(originIn(await consolePage(owner, `/en/sites/1/pages/${pageId}`))).toBe(site!.origin);
    expect(originIn(await consolePage(owner, '/en/sites/1/agreements'))).toBe(site!.origin);
    // The listing form, whose description is rich text too.
    expect(originIn(await consolePage(owner, '/en/sites/1/estates/new'))).toBe(site!.origin);
  });

  it('other screens name none', async () => {
    const owner = await signIn(OWNER);
    expect(await consolePage(owner, '/en/sites/1/team')).toContain('<main id="main" tabindex="-1">');
  });
});
