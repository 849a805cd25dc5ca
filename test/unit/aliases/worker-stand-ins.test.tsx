import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as React from 'react';
import { prerender } from 'react-dom/static.edge';
import * as runtime from 'react/jsx-runtime';
import { describe, expect, it } from 'vitest';

// The worker bundles replace React, its JSX runtime and xss by worker/aliases/react.mjs,
// jsx-runtime.mjs and xss-server.cjs (wrangler.toml and wrangler.production.toml [alias];
// docs/decisions/066-the-workers-react-as-the-server-runs-it.md). Each must be the library as a
// server runs it: React's exports, the effect hooks no-ops where React's server renderer runs
// none; React's own JSX functions; xss's own filter.
const require = createRequire(import.meta.url);
/** A stand-in of worker/aliases/ (plain JavaScript, as the bundler reads it: no types of its own). */
const standIn = (file: string): Promise<unknown> => import(`../../../worker/aliases/${file}`);
const serverReact = (await standIn('react.mjs')) as typeof React & { default: unknown };
const serverRuntime = (await standIn('jsx-runtime.mjs')) as typeof runtime;
const EFFECT_HOOKS = ['useEffect', 'useLayoutEffect', 'useInsertionEffect', 'useImperativeHandle'] as const;
type Hooks = Pick<typeof React, (typeof EFFECT_HOOKS)[number]>;

/** The [alias] table of a wrangler configuration, specifier → stand-in. */
function aliases(config: string): Record<string, string> {
  const table = /^\[alias\]\n([^[]*)/m.exec(readFileSync(config, 'utf8'))?.[1] ?? '';
  return Object.fromEntries([...table.matchAll(/^"([^"]+)" = "([^"]+)"/gm)].map((match) => [match[1], match[2]]));
}

/** A page's HTML as the worker's renderer makes it (react-dom/static.edge, as for crawlers). */
async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/** A component that hands each effect hook a function that throws, as an island's browser code would be if it ran here. */
function Probe({ hooks, label }: { hooks: Hooks; label: string }) {
  const ref = React.useRef<{ focus(): void }>(null);
  const [count] = React.useState(3);
  const never = () => {
    throw new Error('a server render ran an effect');
  };
  hooks.useEffect(never, []);
  hooks.useLayoutEffect(never);
  hooks.useInsertionEffect(never);
  hooks.useImperativeHandle(ref, never);
  const shown = React.useMemo(() => `${label} ${count}`, [label, count]);
  return (
    <p id={React.useId()}>
      {shown} <span>{count + 1}</span>
    </p>
  );
}

describe('the stand-ins of the production site and the local default', () => {
  it('are the same in both configurations', () => {
    const site = aliases('wrangler.production.toml');
    const local = aliases('wrangler.toml');
    for (const [specifier, file] of [
      ['react', './worker/aliases/react.mjs'],
      ['react/jsx-runtime', './worker/aliases/jsx-runtime.mjs'],
      ['xss', './worker/aliases/xss-server.cjs'],
    ]) {
      expect(site[specifier!], specifier).toBe(file);
      expect(local[specifier!], specifier).toBe(file);
    }
  });
});

describe("the worker's React", () => {
  it('exports everything React exports, React’s own but for the four effect hooks', () => {
    const server = new Map(Object.entries(serverReact));
    const own = Object.entries(React).filter(([name]) => name !== 'default');
    expect(own.length).toBeGreaterThan(40);
    for (const [name, value] of own) {
      expect(server.has(name), name).toBe(true);
      if ((EFFECT_HOOKS as readonly string[]).includes(name)) expect(server.get(name), name).not.toBe(value);
      else expect(server.get(name), name).toBe(value);
    }
    expect(serverReact.default).toBe((React as typeof React & { default: unknown }).default);
  });

  it('renders what React renders: its server renderer runs no effect, and the stand-in’s hooks run none either', async () => {
    const react = await html(<Probe hooks={React} label="Slaapkamers" />);
    expect(react).toBe('<p id="_R_0_">Slaapkamers 3<!-- --> <span>4</span></p>');
    expect(await html(<Probe hooks={serverReact} label="Slaapkamers" />)).toBe(react);
  });

  it('drops nothing else: a hook React runs on the server still runs', async () => {
    function Counted() {
      const [value] = serverReact.useState(() => 'made on the server');
      return <b>{serverReact.useMemo(() => value.toUpperCase(), [value])}</b>;
    }
    expect(await html(<Counted />)).toBe('<b>MADE ON THE SERVER</b>');
  });
});

describe("the worker's JSX runtime", () => {
  it('is React’s own functions, its static-children function the same one in React’s production build', () => {
    expect(serverRuntime.jsx).toBe(runtime.jsx);
    expect(serverRuntime.Fragment).toBe(runtime.Fragment);
    // The tests run React's development build, whose jsxs checks static children on its own.
    expect(serverRuntime.jsxs).toBe(runtime.jsxs);
    const production = require('../../../node_modules/react/cjs/react-jsx-runtime.production.js') as typeof runtime;
    expect(production.jsxs).toBe(production.jsx);
  });
});

describe("the worker's xss", () => {
  it('is xss’s own filter, the one thing the sanitisers take from xss', () => {
    const xss = require('../../../worker/aliases/xss-server.cjs') as { FilterXSS: unknown };
    expect(xss.FilterXSS).toBe((require('xss') as { FilterXSS: unknown }).FilterXSS);
    expect(Object.keys(xss)).toEqual(['FilterXSS']);
    for (const file of ['shared/html/sanitize.ts', 'shared/html/rich-text.ts']) {
      const source = readFileSync(file, 'utf8');
      const uses = [...source.matchAll(/xssModule\b[^\n]*/g)].map((match) => match[0]);
      expect(
        uses.filter((use) => !use.startsWith('xssModule from') && !use.includes('{ default?: typeof xssModule }).default ?? xssModule;')),
        file,
      ).toEqual([]);
      expect(source, file).toMatch(/const \{ FilterXSS \} = \(xssModule /);
    }
  });
});
