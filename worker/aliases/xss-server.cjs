'use strict';
// xss in the worker bundles (wrangler.toml, wrangler.production.toml and wrangler.platform.toml
// [alias]): its filter alone, the one thing the sanitisers take from it (shared/html/sanitize.ts
// and rich-text.ts: FilterXSS with their own lists and hooks). The package's main module adds the
// one-call helpers and copies of its defaults and parser onto its exports, which no code here
// reads: about 0.3 KiB gzipped less in the site's worker, as in the platform's. The filter is xss's own.
exports.FilterXSS = require('../../node_modules/xss/lib/xss.js');
