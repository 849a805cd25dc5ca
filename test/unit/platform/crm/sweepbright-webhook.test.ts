import { describe, expect, it } from 'vitest';
import { parseSweepBrightWebhook } from '../../../../worker/platform/crm/sweepbright/webhook';

// SweepBright's publication webhook body (docs/crm-apis.md, "Webhook").

const ID = '5f0c1e2d-3b4a-4c5d-8e6f-7a8b9c0d1e2f';

describe('parseSweepBrightWebhook', () => {
  it.each(['estate-added', 'estate-updated', 'estate-deleted'] as const)('reads %s with its estate id', (event) => {
    expect(parseSweepBrightWebhook(JSON.stringify({ event, estate_id: ID }))).toEqual({ ok: true, event, estateId: ID });
  });

  it('ignores fields it does not know', () => {
    const body = JSON.stringify({ event: 'estate-updated', estate_id: ID, company_id: 'c-1', happened_at: '2026-03-02T10:00:00Z' });
    expect(parseSweepBrightWebhook(body)).toEqual({ ok: true, event: 'estate-updated', estateId: ID });
  });

  it('answers an event it does not handle as unknown-event, to be acknowledged and ignored', () => {
    expect(parseSweepBrightWebhook(JSON.stringify({ event: 'contact-added', estate_id: ID }))).toMatchObject({ ok: false, reason: 'unknown-event' });
  });

  it.each([
    ['no estate id', { event: 'estate-added' }, 'estate_id'],
    ['a numeric estate id', { event: 'estate-added', estate_id: 42 }, 'estate_id'],
    ['an estate id that is a path', { event: 'estate-added', estate_id: '../admin' }, 'estate_id'],
    ['an estate id too long', { event: 'estate-added', estate_id: 'a'.repeat(65) }, 'estate_id'],
    ['no event', { estate_id: ID }, 'event'],
  ])('refuses a body with %s as invalid, naming the field', (_case, body, field) => {
    const parsed = parseSweepBrightWebhook(JSON.stringify(body));
    expect(parsed).toMatchObject({ ok: false, reason: 'invalid' });
    expect(parsed.ok === false && parsed.detail).toContain(field);
  });

  it.each(['', 'event=estate-added', '[1,'])('refuses a body that is not JSON (%j)', (body) => {
    expect(parseSweepBrightWebhook(body)).toMatchObject({ ok: false, reason: 'not-json' });
  });

  it('refuses a JSON body that is not an object', () => {
    expect(parseSweepBrightWebhook('["estate-added"]')).toMatchObject({ ok: false, reason: 'invalid' });
  });
});
