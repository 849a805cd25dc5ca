import { describe, expect, it } from 'vitest';
import { isDue, PENDING_LIMIT_MS, problemOf, readingOf } from '../../../../worker/platform/hostnames/state';

// The pure part of an agency's domain's state machine (worker/platform/hostnames/state.ts): what
// a Cloudflare answer means, Cloudflare's messages in the console's words, and the cron's backoff.

const NOW = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;

describe("Cloudflare's messages in the console's words", () => {
  it('names the CNAME, TXT, CAA, time-out, fallback origin and blocked cases, and keeps any other message as it is', () => {
    expect(problemOf('custom hostname does not CNAME to this zone.')).toEqual({ code: 'cname' });
    expect(problemOf('caa_error: CAA records for www.x.be do not allow the certificate authority')).toEqual({ code: 'caa' });
    expect(problemOf('This account and the pre-generated ownership validation token was not found.')).toEqual({ code: 'txt' });
    expect(problemOf('Validation timed out')).toEqual({ code: 'timeout' });
    expect(problemOf('Zone does not have a fallback origin set.')).toEqual({ code: 'platform' });
    expect(problemOf('Something new')).toEqual({ code: 'other', message: 'Something new' });
  });
});

describe('one answer of Cloudflare', () => {
  const pending = {
    id: 'a',
    hostname: 'www.x.be',
    status: 'pending',
    ssl: { status: 'pending_validation', validation_records: [{ txt_name: '_acme-challenge.www.x.be', txt_value: 'v' }] },
  };

  it('is active only when the hostname and its certificate are', () => {
    expect(readingOf({ ...pending, status: 'active' }, 't.example', NOW, ago(MINUTE)).status).toBe('pending');
    const active = readingOf({ ...pending, status: 'active', ssl: { status: 'active' } }, 't.example', NOW, ago(MINUTE));
    expect(active).toEqual({
      status: 'active',
      detail: {
        records: [{ type: 'CNAME', name: 'www.x.be', value: 't.example', purpose: 'traffic' }],
        problems: [],
        cloudflare: { status: 'active', ssl: 'active' },
      },
    });
  });

  it('fails a blocked name, a timed-out certificate, and a domain pending for more than 7 days, with the reason', () => {
    expect(readingOf({ ...pending, status: 'blocked' }, 't', NOW, ago(MINUTE))).toMatchObject({
      status: 'failed',
      detail: { problems: [{ code: 'blocked' }] },
    });
    expect(readingOf({ ...pending, ssl: { status: 'validation_timed_out' } }, 't', NOW, ago(MINUTE))).toMatchObject({
      status: 'failed',
      detail: { problems: [{ code: 'timeout' }] },
    });
    expect(readingOf(pending, 't', NOW, ago(PENDING_LIMIT_MS - MINUTE)).status).toBe('pending');
    expect(readingOf(pending, 't', NOW, ago(PENDING_LIMIT_MS + MINUTE))).toMatchObject({ status: 'failed', detail: { problems: [{ code: 'timeout' }] } });
  });
});

describe("the cron's backoff", () => {
  it('looks every run in the first hour, every 30 minutes in the first day, then every 2 hours', () => {
    expect(isDue(ago(10 * MINUTE), null, NOW)).toBe(true);
    expect(isDue(ago(10 * MINUTE), ago(1000), NOW)).toBe(true);
    expect(isDue(ago(2 * 60 * MINUTE), ago(20 * MINUTE), NOW)).toBe(false);
    expect(isDue(ago(2 * 60 * MINUTE), ago(30 * MINUTE), NOW)).toBe(true);
    expect(isDue(ago(3 * 24 * 60 * MINUTE), ago(90 * MINUTE), NOW)).toBe(false);
    expect(isDue(ago(3 * 24 * 60 * MINUTE), ago(120 * MINUTE), NOW)).toBe(true);
  });
});
