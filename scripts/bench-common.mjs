// What the bench sections share: a fresh seeded state to run on, a GET on loopback as if to an
// agency's hostname, and the figures read from the machine (RSS, bytes on disk, percentiles).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { migrate, run, seed } from './lib.mjs';

/** A section run on its own: builds the client (unless `build` is false), then migrates and seeds a fresh `persistTo`. */
export async function freshState(persistTo, { build = true } = {}) {
  if (build) await run('node', ['build.mjs']);
  await rm(persistTo, { recursive: true, force: true });
  await migrate(persistTo, { quiet: true });
  await seed(persistTo);
}

/** A GET on loopback as if to `host`, read to the end: status, text, milliseconds. */
export function get(port, agent, host, path, headers = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, agent, headers: { Host: `${host}:${port}`, ...headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started }));
    });
    request.on('error', (error) => resolve({ status: 0, body: String(error), ms: performance.now() - started }));
    request.end();
  });
}

/** Resident memory of a process in MB (VmRSS). */
export function rssMb(pid) {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/** Bytes of the files under a directory whose names match (0 when it does not exist). */
export function bytesUnder(directory, pattern = /./) {
  let total = 0;
  let entries = [];
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) total += bytesUnder(path, pattern);
    else if (pattern.test(entry.name)) {
      try {
        total += statSync(path).size;
      } catch {
        // Removed since it was listed (the store replaced it meanwhile): no longer on disk.
      }
    }
  }
  return total;
}

/** The p-th percentile (0 to 100) of sorted numbers. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
