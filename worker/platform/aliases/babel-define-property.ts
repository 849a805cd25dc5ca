// Stands in for @babel/runtime-corejs3's defineProperty helper, which mimetext's build calls for
// its class fields (wrangler.platform.toml and wrangler.toml [alias]): the same helper on the
// runtime's own Object.defineProperty, without core-js-pure's polyfills of what workerd has
// built in (about 40 KB of the platform's bundle, 16 KiB gzipped with the trim helper's).
export default function defineProperty<T extends object>(target: T, key: PropertyKey, value: unknown): T {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}
