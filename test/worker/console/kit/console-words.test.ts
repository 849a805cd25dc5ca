import { env } from 'cloudflare:test';
import type { Fetcher } from '@cloudflare/workers-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import texts from '../../../../locales/console.json';
import { consoleWordsInstalled, uninstallConsoleWords } from '../../../../worker/console/kit/i18n';
import { loadConsoleWords } from '../../../../worker/console/kit/words';
import files from '../../../../worker/console/static-files.generated.json';
import { assetsReading } from '../../assets-reading';
import { bodyOf, get } from '../../helpers';

// The console's words are a static file of the build read through ASSETS once per isolate
// (worker/console/kit/words.ts), not part of its bundle. A file that cannot be read is a 503 with
// Retry-After in the visitor's language, never a screen of `_key_` marks; the next request tries again.

const CONSOLE = 'http://console.localhost';

afterEach(async () => {
  vi.restoreAllMocks();
  // Every other test file finds the words installed, as setup.ts left them.
  await loadConsoleWords(env.ASSETS as unknown as Fetcher, CONSOLE);
});

describe("the console's words", () => {
  it('are read from their static file by the first request, and kept for the next ones', async () => {
    uninstallConsoleWords();
    const { assets, reads } = assetsReading(files.words);
    const first = await get(`${CONSOLE}/fr/sign-in`, {}, { ASSETS: assets });
    const html = await bodyOf(first, 200);
    expect(html).toContain(texts.signIn.intro.fr);
    expect(html).not.toMatch(/>_[a-zA-Z]+\.[a-zA-Z.]+_</);
    expect(reads).toEqual([files.words]);
    expect((await get(`${CONSOLE}/de/sign-in`, {}, { ASSETS: assets })).status).toBe(200);
    expect(reads).toHaveLength(1);
  });

  it('missing, answer 503 with Retry-After in the visitor’s language, logged, and are tried again next time', async () => {
    uninstallConsoleWords();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { assets, reads } = assetsReading(files.words, { fail: true });
    const page = await get(`${CONSOLE}/de/sign-in`, {}, { ASSETS: assets });
    expect(page.status).toBe(503);
    expect(page.headers.get('Retry-After')).toMatch(/^\d+$/);
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(`<h1>${texts.title.unavailable.de}</h1>`);
    expect(html).toContain(texts.errors.unavailable.de);
    const english = await get(`${CONSOLE}/`, { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } }, { ASSETS: assets });
    expect(english.status).toBe(503);
    expect(await english.text()).toContain(`<h1>${texts.title.unavailable.en}</h1>`);
    expect(reads).toHaveLength(2);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^console words unavailable: .*answered 404/));
    expect(consoleWordsInstalled()).toBe(false);

    const again = await get(`${CONSOLE}/de/sign-in`);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(texts.signIn.intro.de);
  });
});
