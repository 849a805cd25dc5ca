import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../../worker/platform/demo/seed';

// The README and docs/running-locally.md show what `npm start` prints on a fresh checkout. Its
// counts come from the code: every migration file is applied, and the seed writes the statements
// buildSeed() makes (their number moves a little with the day: the demo's dates follow it).
const SAMPLES = ['README.md', 'docs/running-locally.md'];
const MIGRATIONS = readdirSync('worker/platform/migrations').filter((name) => name.endsWith('.sql')).length;

describe("the sample of npm start's output", () => {
  for (const file of SAMPLES) {
    const text = readFileSync(file, 'utf8');

    it(`${file} counts the migrations a fresh start applies`, () => {
      const [, shown] = /preparing the local database… (\d+) migrations applied/.exec(text) ?? [];
      expect(Number(shown)).toBe(MIGRATIONS);
    });

    it(`${file} counts the seed's statements within 1 % of today's`, () => {
      const [, shown] = /seeded the demo agencies: (\d+) statements/.exec(text) ?? [];
      const today = buildSeed().length;
      expect(Math.abs(Number(shown) - today) / today).toBeLessThan(0.01);
    });
  }
});
