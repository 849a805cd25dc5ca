// Writing a build's output only where it changed: a `wrangler dev` serving the checkout (npm
// start) watches the files its worker imports and its assets, and reloads on every write, same
// bytes or not; a build of unchanged sources then writes nothing and it serves on undisturbed.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Writes `data` (text or bytes) to `file` unless the file holds it already; answers whether it wrote. */
export function writeChanged(file, data) {
  const bytes = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (existsSync(file) && readFileSync(file).equals(bytes)) return false;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return true;
}
