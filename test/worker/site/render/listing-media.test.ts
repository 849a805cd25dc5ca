import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { platform } from '../../../../worker/platform/demo/embedded';
import type { NormalizedListingInput } from '../../../../worker/platform/listings/normalized';
import { attribute, get, html, tags } from '../../helpers';
import { call, whiseHouse } from '../../platform-helpers';

// A listing's videos and virtual tours play in the page behind a click-to-load poster
// (no request to YouTube, Vimeo or Matterport before the click), and its floor plans have a tab.

const bindings = { DB: env.DB, CACHE: env.CACHE, CONNECTION_SECRET_KEY: env.CONNECTION_SECRET_KEY };
const ids: Record<string, number> = {};
const PHOTO = '/assets/media/crm/1/whise/media-1/photo.jpg';
const PLAN = '/assets/media/crm/1/whise/media-1/plan-ground.png';
/** A picture's copy 800 wide, the detail's first width. */
const sized = (url: string) => `/assets/media/sized/${url.slice('/assets/media/'.length)}/800`;
const PLAN_PDF = '/assets/media/crm/1/whise/media-1/plan-first.pdf';
const PLAN_SVG = '/assets/media/crm/1/whise/media-1/plan-attic.svg';
const THIRD_PARTY = /youtube|youtu\.be|vimeo|matterport|ytimg|googlevideo/i;

async function putListing(listing: NormalizedListingInput): Promise<number> {
  const token = (await call('POST', '/sites/1/connections', { body: { kind: 'ingest' } })).body.token as string;
  const response = await platform.request(
    '/ingest/sites/1/listings',
    { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ listings: [listing] }) },
    bindings,
  );
  expect(await response.json()).toMatchObject({ refused: 0 });
  return (await env.DB.prepare("SELECT estate_id FROM external_ids WHERE site_id = 1 AND source = 'whise' AND external_id = ?1")
    .bind(listing.externalId)
    .first<number>('estate_id'))!;
}

async function detail(id: number, lang: 'nl' | 'fr' = 'nl'): Promise<string> {
  const word = { nl: 'aanbod', fr: 'offre' }[lang];
  const short = await get(`http://localhost/${lang}/${word}/${id}`);
  const { response, body } = await html(`http://localhost${short.headers.get('Location') ?? `/${lang}/${word}/${id}`}`);
  expect(response.status).toBe(200);
  return body;
}

const section = (body: string, className: string) => new RegExp(`<section class="${className}"[\\s\\S]*?</section>`).exec(body)?.[0] ?? '';

beforeAll(async () => {
  ids.media = await putListing(
    whiseHouse('media-1', {
      pictures: [{ url: PHOTO, order: 0 }],
      virtualTourUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      documents: [
        { url: PLAN, type: 'FLOOR_PLAN', description: { nl: 'Gelijkvloers', fr: 'Rez-de-chaussée' } },
        { url: PLAN_PDF, type: 'FLOOR_PLAN' },
        { url: PLAN_SVG, type: 'FLOOR_PLAN' },
        { url: '/assets/media/crm/1/whise/media-1/epc.pdf', type: 'EPC' },
      ],
    }),
  );
  ids.other = await putListing(whiseHouse('media-2', { virtualTourUrl: 'https://tour.example/gnt-4101' }));
  ids.none = await putListing(whiseHouse('media-3'));
});

describe('videos and virtual tours in the page', () => {
  it('renders a poster with a play button per player, and no third-party address in any src before the click', async () => {
    const body = await detail(ids.media!);
    const media = section(body, 'estate-detail__media');
    expect(media).toContain('<h2 id="media-title">Video en rondleiding</h2>');
    const buttons = tags(media, 'button');
    expect(buttons).toHaveLength(2);
    expect(buttons.every((button) => attribute(button, 'type') === 'button')).toBe(true);
    expect(media).toContain('Rondleiding starten');
    expect(media).toContain('Video afspelen');
    // The poster is the listing's own photo, never the host's thumbnail.
    // The listing's first photo, as its copy made in sizes (shared/contract/sized-pictures.ts).
    expect(tags(media, 'img').map((img) => attribute(img, 'src'))).toEqual([sized(PHOTO), sized(PHOTO)]);
    expect(tags(media, 'iframe')).toEqual([]);
    // Nothing on the page makes the browser ask a video host: no src, srcset, href of a <link> or script.
    for (const tag of ['img', 'iframe', 'script', 'source', 'video', 'link']) {
      for (const element of tags(body, tag)) {
        expect(
          `${attribute(element, 'src') ?? ''} ${attribute(element, 'srcset') ?? ''} ${tag === 'link' ? (attribute(element, 'href') ?? '') : ''}`,
          element,
        ).not.toMatch(THIRD_PARTY);
      }
    }
    // The player's address waits in the island's props, for the click.
    expect(body).toContain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(body).toContain('https://my.matterport.com/show/?m=SxQL3iGyoDo&amp;play=1');
    // Under each poster, the video at its host, for a visitor without JavaScript.
    expect(tags(media, 'a').map((a) => attribute(a, 'href'))).toEqual([
      'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ]);
    expect(media).toContain('Openen op Matterport');
  });

  it('says it in French too', async () => {
    const media = section(await detail(ids.media!, 'fr'), 'estate-detail__media');
    expect(media).toContain('Commencer la visite');
    expect(media).toContain('Ouvrir sur YouTube');
  });

  it('links a tour of another host as before, without a player', async () => {
    const media = section(await detail(ids.other!), 'estate-detail__media');
    expect(tags(media, 'button')).toEqual([]);
    expect(tags(media, 'a').map((a) => attribute(a, 'href'))).toEqual(['https://tour.example/gnt-4101']);
  });

  it('shows no media section for a listing without videos', async () => {
    expect(await detail(ids.none!)).not.toContain('estate-detail__media');
  });
});

describe('floor plans in their own tab', () => {
  it('puts the plans in a tab, a picture in its link to the full size, and not again among the documents', async () => {
    const body = await detail(ids.media!);
    const tab = /<section[^>]*aria-labelledby="detail-tabs-plans"[\s\S]*?<\/section>/.exec(body)?.[0] ?? '';
    expect(tab).toContain('>Grondplannen</h2>');
    expect(tags(tab, 'a').map((a) => attribute(a, 'href'))).toEqual([PLAN, PLAN_PDF, PLAN_SVG]);
    // A picture (PNG, JPEG, WebP, SVG…) is shown; a PDF is a link only.
    // The plan shown as its copy, the link to the full size to the file itself; a drawing as it is.
    expect(tags(tab, 'img').map((img) => attribute(img, 'src'))).toEqual([sized(PLAN), PLAN_SVG]);
    expect(tab).toContain('<dt>Gelijkvloers</dt>');
    expect(tab).toContain('Volledig formaat');
    const files = section(body, 'estate-detail__files');
    expect(files).toContain('epc.pdf');
    expect(files).not.toContain('plan-');
  });
});
