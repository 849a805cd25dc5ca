// Stands in for @babel/runtime-corejs3's `trim` instance helper, which mimetext's build imports
// (wrangler.platform.toml and wrangler.toml [alias]): `trim(text).call(text)` is the string's own
// String.prototype.trim, which workerd has; core-js-pure's polyfill of it stays out of the bundle.
export default function trim(text: string): () => string {
  return text.trim;
}
