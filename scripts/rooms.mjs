// The code's rooms and the tests of each (docs/testing.md): a room is one folder of the code
// (worker/platform/listings/ is the room `platform/listings`), and its tests of every kind sit
// under test/<kind>/<room>/ (test/unit/platform/listings/…, test/worker/platform/listings/…).
// Read by npm test (`npm test -- listings` runs one room's tests: scripts/test.mjs) and by the
// rule that every test file is in one room and every room has tests (test/unit/repository/rooms.test.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The kinds of tests, each a folder of test/ and its vitest projects (vitest.config.ts). */
export const KINDS = {
  unit: ['unit', 'unit-isolated'],
  tools: ['tools'],
  worker: ['worker'],
  e2e: ['e2e', 'walks', 'e2e-shared'],
};

/** The code outside worker/, shared/ and client/ that is a room of its own: its folder or file, and the room. */
const OTHER_ROOMS = [
  ['scripts', 'scripts'],
  ['build.mjs', 'scripts'],
  ['locales', 'locales'],
  ['docs', 'docs'],
  ['README.md', 'docs'],
  // The local services the tests and npm start run in place of the outside world (the CRMs', Cloudflare's, the browser's front).
  ['test/support', 'support'],
];

/** The code's own files: what a room holds (generated and declaration files included: they are the room's too). */
const CODE = /\.(ts|tsx|mjs|cjs|css|sql|json|md|xml|csv)$/;

/**
 * The room of one file of the code, by its path from the repository's root, or undefined for a
 * file of no room (the root's configuration is the room `repository`, which has no folder).
 * @example roomOf('worker/platform/listings/check.ts') // 'platform/listings'
 * @example roomOf('worker/site/app.ts') // 'site'
 * @example roomOf('shared/domain/ad-rules/check.ts') // 'shared/domain'
 */
export function roomOf(path) {
  const parts = path.split('/');
  if (parts[0] === 'worker') {
    if (['platform', 'site', 'console'].includes(parts[1])) return parts.length > 3 ? `${parts[1]}/${parts[2]}` : parts[1];
    return parts[1] === 'aliases' ? 'aliases' : 'local';
  }
  if (parts[0] === 'shared' || parts[0] === 'client') return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
  return OTHER_ROOMS.find(([place]) => path === place || path.startsWith(`${place}/`))?.[1];
}

/** Every file under a folder, by its path from `root`, skipping generated folders. */
function filesUnder(root, folder) {
  const full = join(root, folder);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [folder];
  return readdirSync(full).flatMap((name) => (name === 'node_modules' ? [] : filesUnder(root, `${folder}/${name}`)));
}

/**
 * A TypeScript file that declares types alone (shared/types/, the .d.ts files): nothing of it runs,
 * and the type-check is its test. It makes no room by itself.
 */
function typesAlone(root, file) {
  if (file.endsWith('.d.ts')) return true;
  if (!/\.tsx?$/.test(file)) return false;
  return !/^export (?!type |interface |declare )/m.test(readFileSync(join(root, file), 'utf8'));
}

/** The code's rooms, sorted, `repository` (the root's configuration and the rules over the whole tree) among them. */
export function codeRooms(root = process.cwd()) {
  const places = ['worker', 'shared', 'client', ...OTHER_ROOMS.map(([place]) => place)];
  const rooms = new Set(['repository']);
  for (const file of places.flatMap((place) => filesUnder(root, place))) {
    const room = CODE.test(file) && !typesAlone(root, file) ? roomOf(file) : undefined;
    if (room) rooms.add(room);
  }
  return [...rooms].sort();
}

/** Every test file, by kind, its path from `root` and its room (the folder between test/<kind>/ and its name). */
export function testFiles(root = process.cwd()) {
  return Object.keys(KINDS).flatMap((kind) =>
    filesUnder(root, `test/${kind}`)
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => ({ kind, file, room: file.split('/').slice(2, -1).join('/') })),
  );
}

/**
 * The rooms a name on npm test's command line means: the room of that name, or every room whose
 * last part it is (`listings` is platform/listings and console/listings).
 * @example roomsNamed('listings', ['console/listings', 'platform/listings', 'site']) // ['console/listings', 'platform/listings']
 */
export function roomsNamed(name, rooms) {
  const clean = name.replace(/^\/+|\/+$/g, '');
  return rooms.filter((room) => room === clean || room.endsWith(`/${clean}`));
}
