'use strict';
// Stands in for cssfilter in the worker bundles (wrangler.toml, wrangler.production.toml and
// wrangler.platform.toml [alias]; about 2.5 KB gzipped). xss requires it at load time for style attributes, but the
// sanitiser (shared/html/sanitize.ts) allows none: its onTagAttr answers for every attribute,
// so xss never filters CSS, and it is built with css: false. Should anything ask anyway, no
// CSS gets through: the safe answer.
class FilterCSS {
  process() {
    return '';
  }
}
module.exports = { FilterCSS, getDefaultWhiteList: () => ({}) };
