import { beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../../../shared/contract/console-brand';
import { MEDIA_MAX_BYTES } from '../../../../shared/contract/console-media';
import { FORMS_SCRIPT_PATH } from '../../../../worker/console/kit/forms-script';
import { CONSOLE, consoleFetch, consolePage, signIn, type Who } from '../../console-helpers';
import { postForm as post } from '../../draft-helpers';
import { bodyOf, get } from '../../helpers';
import { fieldsOf, formIn, type Typed } from '../../page-forms';

// An oversized upload without JavaScript (a phone's 10 MB photo, a 10 MB logo): the same form
// again, in its language, the file field marked and everything else typed kept; past what the
// console reads at all, its "too large" page in the page's language, never a bare English 413.
// With JavaScript the forms script refuses the file before sending (its attributes checked here;
// its run, and the focus and axe on the answers: test/e2e/console/kit/console-forms.test.ts).

const OWNER = 'owner@immo-scheldeland.localhost';
const TEN_MB = 10 * 1000 * 1000;
let owner: Who;
let pageId: number;
const editor = (lang: string) => `/${lang}/sites/1/pages/${pageId}`;
const versionOf = async () => /name="version" value="(\d+)"/.exec(await consolePage(owner, editor('en')))![1]!;

function postFile(path: string, fields: Record<string, string | File>): Promise<Response> {
  const body = new FormData();
  body.set('_csrf', owner.csrf);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return get(`${CONSOLE}${path}`, { method: 'POST', body, headers: { Cookie: owner.cookie, Origin: CONSOLE }, redirect: 'manual' });
}
const fileOf = (bytes: number, name: string) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

/** The first section's form of the editor served in `lang`, sent as a browser without JavaScript sends it, with `typed` and a 10 MB photo. */
async function sentWithPhoto(lang: string, typed: Typed, button: string): Promise<Response> {
  const page = `${CONSOLE}${editor(lang)}`;
  const served = await consolePage(owner, editor(lang));
  // Sent as multipart, as a browser sends a form with a file only when the form says so.
  expect(/<form [^>]*aria-label="1\. [^"]*"[^>]*>/.exec(served)?.[0]).toMatch(/ enctype="multipart\/form-data"/i);
  const form = await formIn(page, served, 'form[aria-label^="1. "]');
  const body = new FormData();
  for (const [name, value] of fieldsOf(form, typed, button).fields) body.append(name, value);
  body.set('image', fileOf(TEN_MB, 'gsm-foto.jpg'));
  return get(form.action, { method: 'POST', body, headers: { Cookie: owner.cookie, Origin: CONSOLE, Referer: page }, redirect: 'manual' });
}
/** The opening tag of the element with `id`. */
const tagOf = (body: string, id: string) => new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`).exec(body)?.[0] ?? '';

beforeAll(async () => {
  owner = await signIn(OWNER);
  const made = await post(owner, '/en/sites/1/pages', {
    'title.nl': 'Foto',
    'url.nl': 'foto-proef',
    'url.fr': 'photo-essai',
    'url.en': 'photo-trial',
    'url.de': 'foto-probe',
  });
  pageId = Number(/pages\/(\d+)/.exec(made.headers.get('Location') ?? '')![1]);
  expect((await post(owner, editor('en'), { op: 'add', type: 'imageWithText', version: await versionOf() })).status).toBe(303);
});

describe('an oversized upload without JavaScript', () => {
  it('answers a section’s form again in Dutch with the picture marked and the typed title and text kept', async () => {
    const typed = { 'title.nl': 'Onze nieuwe etalage', 'html.nl': '<p>Kom eens langs</p>', 'image.alt.nl': 'De etalage' };
    const refused = await postFile(editor('nl'), { op: 'section', index: '0', version: await versionOf(), image: fileOf(TEN_MB, 'gsm-foto.jpg'), ...typed });
    const body = await bodyOf(refused, 413);
    expect(body).toContain('<title>Fout: ');
    expect(body).toContain(
      `<p class="field-error" id="s0-image-error">Dit bestand is groter dan ${MEDIA_MAX_BYTES / 1024 / 1024} MiB: sla het kleiner op en probeer opnieuw.</p>`,
    );
    expect(body).toMatch(/<input id="s0-image"[^>]*aria-invalid="true"/);
    expect(body).toContain('value="Onze nieuwe etalage"');
    expect(body).toContain('value="De etalage"');
    expect(body).toContain('Kom eens langs');
    expect(body).toMatch(/<p class="alert" role="alert" tabindex="-1" autofocus=""/);
  });

  it('answers the served section form again in French, the picture marked and the typed title and alt text kept', async () => {
    const body = await bodyOf(await sentWithPhoto('fr', { 'title.nl': 'Kom eens langs', 'image.alt.nl': 'De etalage' }, 'Enregistrer'), 413);
    expect(body).toContain('<title>Erreur : ');
    expect(body).toContain('<p class="field-error" id="s0-image-error">Ce fichier dépasse 5 Mio : enregistrez-le plus petit et réessayez.</p>');
    expect(tagOf(body, 's0-image')).toContain('aria-invalid="true"');
    expect(tagOf(body, 's0-title-nl')).toContain('value="Kom eens langs"');
    expect(tagOf(body, 's0-image-alt-nl')).toContain('value="De etalage"');
  });

  it('answers it in English too, the title kept and the error summary the one element focused as the page loads', async () => {
    const body = await bodyOf(await sentWithPhoto('en', { 'title.nl': 'Kom eens langs' }, 'Save'), 413);
    expect(body).toContain('<p class="field-error" id="s0-image-error">This file is larger than 5 MiB: save it smaller and try again.</p>');
    expect(tagOf(body, 's0-title-nl')).toContain('value="Kom eens langs"');
    expect(body.match(/<[a-z][^>]*\sautofocus=""[^>]*>/g)).toEqual([
      expect.stringMatching(/^<p class="alert" role="alert" tabindex="-1" autofocus="" data-error-summary=""/),
    ]);
  });

  it('answers the logo form again in French with the file field marked', async () => {
    const refused = await postFile('/fr/sites/1/brand/logo', { logo: fileOf(TEN_MB, 'logo.png') });
    const body = await bodyOf(refused, 413);
    expect(body).toContain('<title>Erreur : ');
    expect(body).toContain('<p class="field-error" id="logo-file-error">Ce fichier dépasse 1 Mio.</p>');
  });

  it('answers a body past what the console reads with its page in the page’s language, not a bare 413', async () => {
    const refused = await postFile(editor('nl'), { op: 'section', index: '0', version: '1', image: fileOf(33 * 1024 * 1024, 'film.jpg') });
    const body = await bodyOf(refused, 413);
    expect(refused.headers.get('Content-Type')).toContain('text/html');
    expect(body).toContain('<html lang="nl">');
    expect(body).toContain('<title>Fout: Te groot om te versturen · Console</title>');
    expect(body).toContain('Ga terug in uw browser: uw invoer staat er nog.');
  });
});

describe('an upload field', () => {
  it('names its limit and its words for the forms script, which every console page loads', async () => {
    const page = await consolePage(owner, editor('nl'));
    expect(page).toContain(`<script src="${FORMS_SCRIPT_PATH}" defer="">`);
    expect(page).toMatch(new RegExp(`<input id="s0-image"[^>]*data-max-bytes="${MEDIA_MAX_BYTES}" data-too-big="Dit bestand is groter dan 5 MiB`));
    expect(await consolePage(owner, '/en/sites/1/brand')).toMatch(
      new RegExp(`<input id="logo-file"[^>]*data-max-bytes="${LOGO_MAX_BYTES}" data-too-big="This file is larger than 1 MiB."`),
    );
    const script = await consoleFetch(FORMS_SCRIPT_PATH);
    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain('dataset.maxBytes');
  });
});
