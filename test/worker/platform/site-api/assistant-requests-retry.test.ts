import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { callTool, connectModern } from '../../assistants-helpers';
import { DOWN, failWith, request } from '../../failing-forms';
import { CLIENT } from '../../helpers';

// docs/assistants.md "Requests": an assistant's retry is the same request. The five requests a
// day an e-mail address may get on a site are counted from those the platform kept, so a retry
// (same fields, same key) is answered as the first time and never counted, and a call that failed
// (the platform down: 503) kept nothing and counts nothing.

const unique = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@example.be`;
const message = (email: string, text: string) => ({ firstName: 'Lien', lastName: 'Maes', email, message: text, language: 'en' });
const kept = (email: string) => env.DB.prepare('SELECT count(*) AS n FROM assistant_requests WHERE lower(email) = lower(?1)').bind(email).first<number>('n');
const mails = (email: string) =>
  env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'assistant-request-confirmation' AND json_extract(document, '$.email') = ?1")
    .bind(email)
    .first<number>('n');

describe('an assistant’s request asked again', () => {
  it('counts only what was kept: five for an address, the sixth refused, a retry of a kept one answered as the first time', async () => {
    const client = await connectModern();
    const email = unique('vijf');
    const answers = [];
    for (let n = 1; n <= 5; n++) answers.push(await callTool(client, 'contact_agency', message(email, `Vraag ${n}`)));
    for (const answer of answers) expect(answer.isError, answer.text).toBe(false);
    expect(await kept(email)).toBe(5);
    // The same address in other letters is the same person.
    const sixth = await callTool(client, 'contact_agency', message(email.toUpperCase(), 'Vraag 6'));
    expect(sixth).toMatchObject({ isError: true, text: 'Too many requests for this e-mail address today: try again tomorrow.' });
    // The fifth asked again (its answer lost on the way): the first answer, nothing new kept or mailed.
    const retry = await callTool(client, 'contact_agency', message(email, 'Vraag 5'));
    expect(retry).toEqual(answers[4]);
    expect(await kept(email)).toBe(5);
    expect(await mails(email)).toBe(5);
    await client.close();
  });

  it('never counts a call the platform failed (503): the address still has its five', async () => {
    const email = unique('storing');
    const call = (text: string, vars = {}) =>
      request(
        'http://localhost/mcp',
        vars,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'MCP-Protocol-Version': '2025-11-25', 'CF-Connecting-IP': CLIENT },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'contact_agency', arguments: message(email, text) } }),
        },
        true,
      );
    // The site is known (cached) while the platform answers; then the platform fails.
    expect((await call('Eerste vraag')).status).toBe(200);
    await failWith('503');
    try {
      for (const text of ['Tweede vraag', 'Derde vraag']) {
        const failed = await call(text, DOWN);
        expect(failed.status).toBe(503);
        expect(Number(failed.headers.get('Retry-After'))).toBeGreaterThan(0);
      }
    } finally {
      await failWith('released');
    }
    expect(await kept(email)).toBe(1);
    // Back up: the failed ones asked again are kept, and two more besides, five in all.
    const client = await connectModern();
    for (const text of ['Tweede vraag', 'Derde vraag', 'Vierde vraag', 'Vijfde vraag']) {
      const answer = await callTool(client, 'contact_agency', message(email, text));
      expect(answer.isError, answer.text).toBe(false);
    }
    expect(await kept(email)).toBe(5);
    await client.close();
  });
});
