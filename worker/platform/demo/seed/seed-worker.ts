import type { D1Database, R2Bucket } from '@cloudflare/workers-types';
import { storeCameraPhoto } from './camera-photos';
import { applySeed } from './apply';
import { buildSeed } from './index';

/** One line of the seed worker's answer (newline-delimited JSON), read by scripts/lib.mjs. */
export type SeedProgress = { written: number; total: number } | { statements: number } | { error: string };

/**
 * A one-request worker that writes the demo data into its D1 binding. Local scripts run it
 * in miniflare (scripts/lib.mjs `seed`) so the 9,000 statements run inside workerd, next to
 * the database, instead of crossing the Node proxy one batch at a time (about 15× slower).
 * It answers with a line per batch written, so the first `npm start` shows its progress.
 */
export default {
  async fetch(request: Request, env: { DB: D1Database; MEDIA?: R2Bucket }): Promise<Response> {
    // PUT /photo?site=N: a camera photo for the demo, stored as an upload is (camera-photos.ts).
    if (request.method === 'PUT' && env.MEDIA) {
      const site = Number(new URL(request.url).searchParams.get('site'));
      return Response.json({ url: await storeCameraPhoto(env.MEDIA, site, new Uint8Array(await request.arrayBuffer())) });
    }
    if (request.method !== 'POST') return new Response('POST to seed', { status: 405 });
    const { cameraPhotos } = ((await request.json().catch(() => ({}))) ?? {}) as { cameraPhotos?: Record<number, string[]> };
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    const encoder = new TextEncoder();
    const send = (line: SeedProgress) => writer.write(encoder.encode(`${JSON.stringify(line)}\n`));
    const work = (async () => {
      try {
        const count = await applySeed(env.DB, buildSeed({ cameraPhotos }), (written, total) => send({ written, total }));
        await send({ statements: count });
      } catch (error) {
        await send({ error: error instanceof Error ? error.message : String(error) });
      } finally {
        await writer.close();
      }
    })();
    void work;
    return new Response(readable, { headers: { 'Content-Type': 'application/x-ndjson' } });
  },
};
