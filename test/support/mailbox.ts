import { readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// What the worker's `send_email` binding accepted, on the test host mail.test (one of the
// outside services the worker tests reach, test/support/outbound-service.ts). Miniflare's
// binding parses each message (it refuses one without a Message-ID or whose From differs
// from the envelope sender) and keeps it as an .eml file under its temporary directory
// (<tmpdir>/miniflare-<id>/files/email/); this reads those files back.
//   GET /messages?contains={text}   [{ raw }]: every kept message whose text holds {text}

export const MAILBOX_HOST = 'mail.test';

async function emlFiles(folder: string, depth = 0): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  const files = await Promise.all(
    entries.map((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory() && depth < 4) return emlFiles(path, depth + 1);
      return entry.isFile() && entry.name.endsWith('.eml') ? [path] : [];
    }),
  );
  return files.flat();
}

export async function mailbox(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const contains = url.searchParams.get('contains');
  if (url.pathname !== '/messages' || !contains) return new Response('GET /messages?contains=…', { status: 404 });
  const roots = (await readdir(tmpdir())).filter((name) => name.startsWith('miniflare-')).map((name) => join(tmpdir(), name));
  const files = (await Promise.all(roots.map((root) => emlFiles(root)))).flat();
  // Every run on the machine keeps its directory there (other clones' suites among them), and one
  // that ends removes its own: a file listed can be gone when it is read. It was not this run's.
  const read = async (file: string) => {
    try {
      return { raw: await readFile(file, 'utf8'), at: (await stat(file)).mtimeMs };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  const messages = (await Promise.all(files.map(read))).filter((message) => message !== null);
  return Response.json(
    messages
      .filter((message) => message.raw.includes(contains))
      .sort((a, b) => a.at - b.at)
      .map(({ raw }) => ({ raw })),
  );
}
