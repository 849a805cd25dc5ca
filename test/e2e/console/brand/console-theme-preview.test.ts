import { describe, expect, it } from 'vitest';
import { consoleURL, expectAccessible, signedIn } from '../../helpers/console';
import { useBrowser } from '../../helpers/browser';

// The theme screen's preview shows the accent as the site does: its sample's text is black or
// white, whichever reads better on the accent (worker/console/brand/brand-routes.tsx, the site's
// --color-accent-text), so no accent leaves it below 4.5:1. Ardennes Habitat's green accent
// (#3a7d44) gave the dark grey it had before 3.12:1. Read only: nothing is saved.

const browser = useBrowser();

describe('the theme screen’s preview of the accent', () => {
  it.each([
    ['owner@immo-scheldeland.localhost', 1, 'Immo Scheldeland'],
    ['owner@ardennes-habitat.localhost', 2, 'Ardennes Habitat'],
  ] as const)('%s: the accent sample reads at 4.5:1 or more, and axe finds nothing on the screen', async (email, siteId, name) => {
    const { page, errors } = await signedIn(browser(), email);
    await page.goto(`${consoleURL()}/en/sites/${siteId}/brand`);
    await page.getByRole('heading', { name: `Theme and logo of ${name}` }).waitFor();
    const ratio = await page.locator('.preview__accent').evaluate((sample) => {
      const channels = (colour: string) =>
        colour
          .match(/[\d.]+/g)!
          .slice(0, 3)
          .map(Number);
      const luminance = (colour: string) => {
        const [r, g, b] = channels(colour).map((value) => {
          const c = value / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const style = getComputedStyle(sample);
      const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    await expectAccessible(page, `theme and logo of site ${siteId}`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
