import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../../support/import-graph';

// Visibility: what a site shows of the platform's estates is decided in its data layer,
// worker/site/upstream/ (visible.ts and the getters that apply it), with the site's settings the
// SiteApi carries. No screen, handler or island reads the site's hidden statuses itself: one that
// did would be one place the rule could be forgotten.

const DATA_LAYER = 'worker/site/upstream/';

describe('the site’s hidden statuses', () => {
  it('are read by the site’s data layer alone', () => {
    const readers = sourceFiles(['worker/site']).filter((file) => !file.startsWith(DATA_LAYER) && /\bhiddenStatus\b/.test(readFileSync(file, 'utf8')));
    expect(readers).toEqual([]);
  });
});
