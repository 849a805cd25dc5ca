import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A 6 × 4 PNG (3:2, like a listing photo), small enough to inline. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAYAAAAECAIAAAAiZtkUAAAAEUlEQVR42mOQi+pBQwzkCgEAlGkYYeHHLIgAAAAASUVORK5CYII=', 'base64');

export interface PhotoHost {
  /** e.g. http://127.0.0.1:41234, the value IMAGE_ORIGINS gets. */
  origin: string;
  close(): Promise<void>;
}

/**
 * An agency's image host (its CRM's) on loopback: answers a PNG for any /photos/….png and 404
 * otherwise. It listens on a port the system picks, so parallel runs never collide.
 */
export function startPhotoHost(): Promise<PhotoHost> {
  const server = createServer((request, response) => {
    if (request.method === 'GET' && /^\/photos\/[\w-]+\.png$/.test(request.url ?? '')) {
      response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': PNG.length, 'Cache-Control': 'no-store' });
      response.end(PNG);
    } else {
      response.writeHead(404).end();
    }
  });
  const close = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ origin: `http://127.0.0.1:${port}`, close });
    });
  });
}
