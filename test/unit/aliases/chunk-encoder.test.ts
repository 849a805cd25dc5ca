import { createRequire } from 'node:module';
import fc from 'fast-check';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';

// The worker's React server renderer encodes a page's pieces with worker/aliases/chunk-encoder.cjs
// (react-dom-server.cjs): it must give the bytes the runtime's TextEncoder gives, for any text.
const require = createRequire(import.meta.url);
const { ChunkEncoder, withChunkEncoder } = require('../../../worker/aliases/chunk-encoder.cjs') as {
  ChunkEncoder: new () => { encode(text: string): Uint8Array };
  withChunkEncoder<T>(load: () => T): T;
};
const native = new TextEncoder();
/** One character of each UTF-8 length as often: one byte, two, three (lone surrogates too), four. */
const character = fc
  .oneof(
    fc.integer({ min: 0, max: 0x7f }),
    fc.integer({ min: 0x80, max: 0x7ff }),
    fc.integer({ min: 0x800, max: 0xffff }),
    fc.integer({ min: 0x10000, max: 0x10ffff }),
  )
  .map((code) => String.fromCodePoint(code));
const chunks = new ChunkEncoder();

describe('ChunkEncoder', () => {
  it.each([
    ['nothing', ''],
    ['ASCII', '<div class="estate-card">'],
    ['two-byte letters', 'Crèche à Liège, Größe'],
    ['three-byte signs', '€ 250.000 — 3 ☀'],
    ['a surrogate pair', 'Tuin 🌳 zuid'],
    ['a lone surrogate', 'a\uD800b'],
    ['a long text', `${'Ruime woning met tuin, é € '.repeat(40)}🏠`],
  ])('encodes %s as TextEncoder does', (_, text) => {
    expect(chunks.encode(text)).toEqual(native.encode(text));
  });

  it('encodes any text as TextEncoder does', () => {
    fc.assert(
      fc.property(fc.string({ unit: character, maxLength: 700 }), (text) => {
        expect(chunks.encode(text)).toEqual(native.encode(text));
      }),
      { numRuns: 500 },
    );
  });

  it('gives a text it encoded before the same bytes again, past the number of texts it keeps', () => {
    const texts = Array.from({ length: 10_000 }, (_, i) => `estate-card__${i % 5_000} é`);
    expect(texts.filter((text) => Buffer.compare(chunks.encode(text), native.encode(text)) !== 0)).toEqual([]);
  });

  it('is the encoder only while React loads: the global TextEncoder is the runtime’s again after', () => {
    const seen = withChunkEncoder(() => globalThis.TextEncoder);
    expect(seen).toBe(ChunkEncoder);
    expect(globalThis.TextEncoder).toBe(TextEncoder);
    expect(new globalThis.TextEncoder()).not.toBeInstanceOf(ChunkEncoder);
  });
});

describe('the worker’s React server renderer', () => {
  async function render(server: { renderToReadableStream(node: unknown): Promise<ReadableStream<Uint8Array>> }): Promise<Uint8Array> {
    const page = createElement(
      'main',
      { title: 'Crèche "à" <Liège>' },
      createElement('h1', null, 'Woning € 250.000 🏠'),
      createElement('p', { 'data-text': 'x'.repeat(600) }, 'Größe: 120 m², ', 'a\uD800b'),
    );
    return new Uint8Array(await new Response(await server.renderToReadableStream(page)).arrayBuffer());
  }

  it('writes the same bytes as React’s own edge renderer', async () => {
    // React's own first, then the renderer's module forgotten so the worker's loads it anew.
    const react = require('react-dom/server.edge');
    for (const path of Object.keys(require.cache)) if (/react-dom\/cjs\/react-dom-server\./.test(path)) delete require.cache[path];
    const worker = require('../../../worker/aliases/react-dom-server.cjs');
    expect(worker.renderToReadableStream).not.toBe(react.renderToReadableStream);
    const [ours, theirs] = await Promise.all([render(worker), render(react)]);
    expect(ours.length).toBeGreaterThan(600);
    expect(ours).toEqual(theirs);
    // The pieces it keeps between renders come out unchanged in the next render.
    expect(await render(worker)).toEqual(theirs);
  });
});
