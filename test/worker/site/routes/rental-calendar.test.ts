import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../../shared/format';
import type { RawRentalPeriod } from '../../../../shared/contract/raw/rental';
import { calendarNames } from '../../../../worker/site/routes/holiday-rental';
import { attribute, html, tags } from '../../helpers';

// A holiday unit's month calendar and the holiday search's arrival field:
// no crawlable variant of a unit page, a month at a time without JavaScript, the canonical kept.

const TODAY = new Date().toISOString().slice(0, 10);
const THIS_MONTH = TODAY.slice(0, 7);
const HOST = 'http://localhost';

interface Unit {
  id: number;
  periods: RawRentalPeriod[];
}

const units: Unit[] = await (async () => {
  const rows = (await env.DB.prepare('SELECT id FROM rental_units WHERE site_id = 1 AND published = 1 ORDER BY id').all<{ id: number }>()).results;
  const periods = (
    await env.DB.prepare('SELECT unit_id, available, document FROM rental_periods ORDER BY start_date, id').all<{
      unit_id: number;
      available: number;
      document: string;
    }>()
  ).results;
  return rows.map((row) => ({
    id: row.id,
    periods: periods.filter((p) => p.unit_id === row.id).map((p) => ({ ...(JSON.parse(p.document) as RawRentalPeriod), available: p.available === 1 })),
  }));
})();
const free = (unit: Unit) => unit.periods.filter((p) => p.available && p.start >= TODAY);
const unit = units.find((u) => free(u).length > 10 && free(u).some((p) => p.start.slice(0, 7) > THIS_MONTH))!;
const path = `/nl/vakantie/${unit.id}`;
const addMonth = (month: string, n: number) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)) - 1 + n, 1)).toISOString().slice(0, 7);
const NL_MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];
const caption = (month: string) => `${NL_MONTHS[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;

/** The links a crawler follows from a page: every <a href> without rel="nofollow". */
const followed = (body: string) => tags(body, 'a').filter((tag) => attribute(tag, 'href') !== undefined && !/rel="[^"]*nofollow/.test(tag));
const head = (body: string) => body.slice(0, body.indexOf('</head>'));

describe('the unit page’s calendar', () => {
  it('links to no variant of the unit: no ?period= link, month links are nofollow, choosing is a GET form', async () => {
    const { response, body } = await html(HOST + path);
    expect(response.status).toBe(200);
    expect(body).not.toMatch(/href="[^"]*[?&](amp;)?period=/);
    const variants = followed(body).filter((tag) => /^(\?|\/nl\/vakantie\/\d+\?)/.test(attribute(tag, 'href')!));
    expect(variants).toEqual([]);
    const monthLinks = tags(body, 'a').filter((tag) => /month=/.test(attribute(tag, 'href') ?? ''));
    expect(monthLinks.length).toBeGreaterThan(0);
    for (const tag of monthLinks) expect(tag).toContain('rel="nofollow"');
    const form = tags(body, 'form').find((tag) => tag.includes(`action="${path}#reservation"`) && tag.includes('method="get"'));
    expect(form).toBeDefined();
    // Each free arrival day is a submit button of that form: its period.
    const days = tags(body, 'button').filter((tag) => tag.includes('name="period"'));
    expect(days.length).toBeGreaterThan(0);
    for (const tag of days) expect(free(unit).map((p) => String(p.id))).toContain(attribute(tag, 'value'));
    expect(head(body)).not.toContain('name="robots"');
    expect(head(body)).toContain(`<link rel="canonical" href="${HOST}${path}"/>`);
  });

  it('shows a month at a time without JavaScript: ?month= shows that month, with links to the months around it', async () => {
    const first = free(unit)[0]!.start.slice(0, 7);
    const later = addMonth(first, 1);
    const { body } = await html(`${HOST}${path}?month=${later}`);
    const grids = body.match(/<table class="rental-calendar__grid" role="grid"/g) ?? [];
    // The month asked for and the next (shown beside it on a wide screen, by CSS).
    expect(grids).toHaveLength(2);
    expect(body).toMatch(new RegExp(`<h3 class="rental-calendar__title" id="rental-calendar-${later}"[^>]*>${caption(later)}</h3>`));
    expect(body).toMatch(new RegExp(`<h3 class="rental-calendar__title" id="rental-calendar-${addMonth(later, 1)}"[^>]*>${caption(addMonth(later, 1))}</h3>`));
    expect(body).toContain(`href="?month=${first}&amp;focus=previous" rel="nofollow"`);
    expect(body).toContain(`href="?month=${addMonth(later, 1)}&amp;focus=next" rel="nofollow"`);
    // Its days: every free arrival of the month is a button with its period, every day of the month is there.
    const inMonth = free(unit).filter((p) => p.start.slice(0, 7) === later);
    for (const period of inMonth) expect(body).toContain(`data-day="${period.start}"`);
    const lastDay = new Date(Date.UTC(Number(later.slice(0, 4)), Number(later.slice(5)), 0)).getUTCDate();
    expect(body).toContain(`data-day="${later}-${String(lastDay).padStart(2, '0')}"`);
    // A month out of range falls back to the first month with an arrival day.
    const outside = await html(`${HOST}${path}?month=1999-01`);
    expect(outside.body).toMatch(new RegExp(`id="rental-calendar-${first}"`));
  });

  it('focuses the month control pressed without JavaScript as the page loads (?focus=: autofocus, no #fragment), else none', async () => {
    const later = addMonth(free(unit)[0]!.start.slice(0, 7), 1);
    const nav = (body: string) => tags(body, 'a').filter((tag) => tag.includes('rental-calendar__nav'));
    const focused = (body: string) => nav(body).filter((tag) => /\sautofocus=""/.test(tag));
    for (const which of ['previous', 'next'] as const) {
      const { body } = await html(`${HOST}${path}?month=${later}&focus=${which}`);
      expect(focused(body)).toHaveLength(1);
      expect(focused(body)[0]).toContain(`rental-calendar__nav--${which}`);
      for (const tag of nav(body)) expect(attribute(tag, 'href')).not.toContain('#');
    }
    // No month asked, or a focus that is no control: nothing has the focus.
    expect(focused((await html(`${HOST}${path}?focus=next`)).body)).toEqual([]);
    expect(focused((await html(`${HOST}${path}?month=${later}&focus=body`)).body)).toEqual([]);
    // At the last month "next" is no link: the other control has the focus.
    let atEnd = '';
    for (let month = later; !atEnd && month < addMonth(later, 24); month = addMonth(month, 1)) {
      const { body } = await html(`${HOST}${path}?month=${month}&focus=next`);
      if (!nav(body).some((tag) => tag.includes('rental-calendar__nav--next'))) atEnd = body;
    }
    expect(focused(atEnd).map((tag) => /rental-calendar__nav--(\w+)/.exec(tag)?.[1])).toEqual(['previous']);
  });

  it('answers a month or a period chosen with noindex and the unit as canonical; the form shows the period chosen', async () => {
    const chosen = free(unit)[3]!;
    for (const query of [`?month=${THIS_MONTH}`, `?period=${chosen.id}&month=${chosen.start.slice(0, 7)}`]) {
      const { response, body } = await html(HOST + path + query);
      expect(response.status, query).toBe(200);
      expect(head(body), query).toContain('<meta name="robots" content="noindex"/>');
      expect(head(body), query).toContain(`<link rel="canonical" href="${HOST}${path}"/>`);
    }
    const { body } = await html(`${HOST}${path}?period=${chosen.id}`);
    expect(body).toMatch(new RegExp(`<option value="${chosen.id}" selected="">`));
    const [y, m, d] = chosen.start.split('-');
    expect(body).toContain(`van ${d}/${m}/${y} tot`);
    // Its days are marked chosen in the calendar, which opens on its month.
    expect(body).toMatch(new RegExp(`id="rental-calendar-${chosen.start.slice(0, 7)}"`));
    expect(body).toMatch(new RegExp(`class="rental-calendar__day [^"]*is-chosen[^"]*" data-day="${chosen.start}"`));
  });

  it('offers the other periods arriving the same day as the one chosen, that one pressed', async () => {
    const twin = units.flatMap((u) => free(u).map((p) => ({ u, p }))).find(({ u, p }) => free(u).filter((other) => other.start === p.start).length > 1)!;
    const same = free(twin.u).filter((other) => other.start === twin.p.start);
    const { body } = await html(`${HOST}/nl/vakantie/${twin.u.id}?period=${twin.p.id}`);
    const fieldset = /<fieldset class="rental-calendar__alternatives">([^]*?)<\/fieldset>/.exec(body)![1]!;
    const buttons = tags(fieldset, 'button');
    expect(buttons.map((tag) => attribute(tag, 'value')).sort()).toEqual(same.map((p) => String(p.id)).sort());
    for (const tag of buttons) expect(tag).toContain(`aria-pressed="${attribute(tag, 'value') === String(twin.p.id)}"`);
    // One period on its day: no such choice.
    expect(
      (await html(`${HOST}${path}?period=${free(unit).find((p) => free(unit).filter((other) => other.start === p.start).length === 1)!.id}`)).body,
    ).not.toContain('rental-calendar__alternatives');
  });

  it('names each day for screen readers with its state and the prices of the periods arriving then', async () => {
    const period = free(unit).find((p) => p.start.slice(0, 7) === THIS_MONTH) ?? free(unit)[0]!;
    const { body } = await html(`${HOST}${path}?month=${period.start.slice(0, 7)}`);
    const button = new RegExp(`data-day="${period.start}"[^>]*>([^]*?)</button>`).exec(body)![1]!;
    const price = formatPrice(period.price);
    expect(button).toMatch(new RegExp(`<span class="visually-hidden">[^<]*Vrij, Aankomstdag: [^<]*${period.type.name.nl} ${price}`));
    expect(button).toContain(`class="rental-calendar__tip`);
  });
});

describe('the calendar’s month and day names', () => {
  it('are made once per locale (three formatters), not on every render', () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    } as typeof Original;
    try {
      const first = calendarNames('de');
      const second = calendarNames('de');
      expect(second).toEqual(first);
      expect(first.monthNames).toHaveLength(12);
      expect(first.weekdays[0]).toBe('Mo');
      expect(made).toBeLessThanOrEqual(3);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});

describe('the holiday search’s arrival field', () => {
  it('is a date field bounded by the first and last arrival days, and its value reaches the search', async () => {
    const all = units
      .flatMap(free)
      .map((p) => p.start)
      .sort();
    const { body } = await html(`${HOST}/nl/vakantieverhuur`);
    const input = tags(body, 'input').find((tag) => tag.includes('name="arrival"'))!;
    expect(input).toContain('type="date"');
    expect(attribute(input, 'min')).toBe(all[0]);
    expect(attribute(input, 'max')).toBe(all.at(-1));
    expect(body).not.toMatch(/<select[^>]*name="arrival"/);

    const arrival = free(unit)[2]!.start;
    const expected = units
      .filter((u) => free(u).some((p) => p.start === arrival))
      .map((u) => u.id)
      .sort((a, b) => a - b);
    const searched = await html(`${HOST}/nl/vakantieverhuur?arrival=${arrival}`);
    expect(attribute(tags(searched.body, 'input').find((tag) => tag.includes('name="arrival"'))!, 'value')).toBe(arrival);
    const shown = [...new Set([...searched.body.matchAll(/data-rental-id="(\d+)"/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
    expect(shown.length).toBe(Math.min(12, expected.length));
    for (const id of shown) expect(expected).toContain(id);
  });
});
