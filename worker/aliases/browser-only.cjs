'use strict';
// Stands in for browser-only libraries in the worker bundle (wrangler.toml [alias]: Leaflet,
// Glide). Islands render on the server, but these run only in effects and in the map, which
// is loaded on demand in the browser: the server never calls them. If it ever does, it
// fails loudly here instead of shipping several hundred KB to every worker isolate.
function browserOnly() {
  throw new Error('This library runs only in the browser (worker/aliases/browser-only.cjs)');
}
module.exports = browserOnly;
module.exports.default = browserOnly;
