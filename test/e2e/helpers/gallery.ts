import type { Page } from 'playwright-core';
import { animationFrames } from './browser';

/** Whether a script's path is Glide's own file: esbuild names the gallery's dynamic import's file after glide.esm.js. */
export const isGlide = (path: string): boolean => /\/glide\.esm-\w+\.js$/.test(path);

/**
 * Holds back Glide's file until `release` is called, so what a test does first surely happens
 * before Glide is there (the gallery loads it when the visitor reaches for it).
 */
export async function holdGlide(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => isGlide(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return { release };
}

/** The gallery's counter ('Foto 2 van 7'). */
export const galleryCounter = (page: Page) => page.locator('.estate-gallery [aria-live="polite"]').first().textContent();

/**
 * Waits until the gallery has finished sliding to photo `index` (0-based): Glide marks the
 * slide active once the 500 ms move is over, and the slide then lines up with the track.
 * Glide ignores input until then, so the next key or swipe must wait for this.
 */
export async function slideSettled(page: Page, index: number): Promise<void> {
  await page.waitForFunction((at) => {
    const gallery = document.querySelector('.estate-gallery')!;
    const track = gallery.querySelector('.glide__track')!.getBoundingClientRect();
    const slide = gallery.querySelectorAll('.glide__slide')[at];
    if (!slide?.classList.contains('glide__slide--active')) return false;
    return Math.abs(slide.getBoundingClientRect().left - track.left) < 1;
  }, index);
  // Glide takes input again right after it marks the slide (same timeout, queued next).
  await animationFrames(page, 2);
}

/** The photo lined up with the gallery's track (the one shown), with or without Glide. */
export const shownPhoto = (page: Page) =>
  page.evaluate(() => {
    const track = document.querySelector('.estate-gallery .glide__track')!.getBoundingClientRect();
    return [...document.querySelectorAll('.estate-gallery .glide__slide')].findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - track.left) < 1);
  });
