import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

// What the worker's `send_email` binding accepted, on the test host mail.test (one of the
// outside services the worker tests reach, test/support/outbound-service.ts). Miniflare's
// binding parses each message (it refuses one without a Message-ID or whose From differs
// from the envelope sender) and records it, raw, in its email store (a SQLite database under
// <tmpdir>/miniflare-<id>/email-store/, the Local Explorer's) before the send returns; this
// reads those records back. (It also writes an .eml file, but only after the send has returned:
// a test reading the files at once missed mails.) The binding gives each message a Message-ID of
// its own, as Cloudflare's Email Service does; the platform's own id travels in X-Outbox-ID
// (worker/platform/delivery/mail-id.ts), which tests look for.
//   GET /messages?contains={text}   [{ raw }]: every kept message whose text holds {text}, oldest first

export const MAILBOX_HOST = 'mail.test';

const STORE = join('email-store', 'miniflare-email-store');

/** The email store's databases of every runtime on the machine (metadata.sqlite is the store's own bookkeeping). */
async function storeFiles(): Promise<string[]> {
  const roots = (await readdir(tmpdir())).filter((name) => name.startsWith('miniflare-')).map((name) => join(tmpdir(), name, STORE));
  const lists = await Promise.all(
    roots.map((root) =>
      readdir(root).then(
        (names) => names.filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite').map((name) => join(root, name)),
        () => [],
      ),
    ),
  );
  return lists.flat();
}

type Sent = { raw: string; at: string };

/** The sent messages one store holds; none when it is gone (every run on the machine keeps its store there, and one that ends removes its own). */
function sentIn(file: string): Sent[] {
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file, { readOnly: true });
  } catch {
    return [];
  }
  try {
    const rows = db.prepare("SELECT created_at, data FROM emails WHERE kind = 'sent' ORDER BY seq").all() as { created_at: string; data: string }[];
    return rows.flatMap(({ created_at, data }) => {
      const { rawBase64 } = JSON.parse(data) as { rawBase64?: string };
      return rawBase64 ? [{ raw: Buffer.from(rawBase64, 'base64').toString('utf8'), at: created_at }] : [];
    });
  } catch {
    return [];
  } finally {
    db.close();
  }
}

export async function mailbox(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const contains = url.searchParams.get('contains');
  if (url.pathname !== '/messages' || !contains) return new Response('GET /messages?contains=…', { status: 404 });
  const messages = (await storeFiles()).flatMap(sentIn);
  return Response.json(
    messages
      .filter((message) => message.raw.includes(contains))
      .sort((a, b) => a.at.localeCompare(b.at))
      .map(({ raw }) => ({ raw })),
  );
}
