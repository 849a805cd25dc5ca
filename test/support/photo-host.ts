import { createServer } from 'node:http';
import { listenOnLoopback } from './loopback-server';
import { renderAsset } from '../../worker/platform/demo/media/render';
import { simplePdf } from '../../worker/platform/demo/media/pdf';

/** A 6 × 4 PNG (3:2, like a listing photo), small enough to inline. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAYAAAAECAIAAAAiZtkUAAAAEUlEQVR42mOQi+pBQwzkCgEAlGkYYeHHLIgAAAAASUVORK5CYII=', 'base64');

export interface PhotoHost {
  /** e.g. http://127.0.0.1:41234, the value IMAGE_ORIGINS gets. */
  origin: string;
  close(): Promise<void>;
}

/** What the host answers for a path, or null (404). */
function answer(path: string): { type: string; body: Buffer | string } | null {
  if (/^\/photos\/[\w-]+\.png$/.test(path)) return { type: 'image/png', body: PNG };
  // A drawn photo (the demo's pictures, drawn from the name): `…-small.svg` is the thumbnail.
  const drawn = /^\/photos\/([\w-]+?)(-small)?\.svg$/.exec(path);
  if (drawn) {
    const kind = /garden|interior|living|kitchen/.test(drawn[1]!) ? 'estate-interior' : 'estate-exterior';
    return { type: 'image/svg+xml', body: renderAsset({ id: 1, kind, seed: drawn[1]!, width: 1200, height: 800 }, drawn[2] ? 'thumbnail' : 'original') };
  }
  const pdf = /^\/files\/([\w-]+)\.pdf$/.exec(path);
  if (pdf) return { type: 'application/pdf', body: Buffer.from(simplePdf(pdf[1]!, ['A document of the example import (test/support/photo-host.ts).'])) };
  return null;
}

/**
 * An agency's image host (its CRM's) on loopback: a PNG for any /photos/….png, a drawn picture
 * for /photos/….svg, a one-page PDF for /files/….pdf, and 404 otherwise. The tests let the
 * system pick the port (parallel runs never collide); `npm start` gives it one (the example
 * import's pictures name it).
 */
export function startPhotoHost(port = 0): Promise<PhotoHost> {
  const server = createServer((request, response) => {
    const found = request.method === 'GET' ? answer(new URL(request.url ?? '/', 'http://host').pathname) : null;
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': found.type, 'Content-Length': Buffer.byteLength(found.body), 'Cache-Control': 'no-store' });
    response.end(found.body);
  });
  return listenOnLoopback(server, port);
}
