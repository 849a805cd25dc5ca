import { describe, expect, it } from 'vitest';
import { attribute, html, tags } from '../../helpers';
import { formIn, send } from '../../page-forms';

// A holiday unit's calendar without JavaScript, as a visitor walks it: the next month by its
// link, a period by pressing its arrival day in the calendar's GET form. Each answer is a variant
// of the unit page, noindex with the unit as canonical. (The keyboard, the layout and the month
// changed in place are the browser's: test/e2e/client/components/rental-calendar.test.ts.)

const HOST = 'http://localhost';
const head = (body: string) => body.slice(0, body.indexOf('</head>'));
const titles = (body: string) => [...body.matchAll(/<h3 class="rental-calendar__title"[^>]*>([^<]*)<\/h3>/g)].map((match) => match[1]);

describe('the holiday unit’s calendar without JavaScript', () => {
  it('moves a month by its nofollow link and chooses a period by the GET form, both noindex with the unit as canonical', async () => {
    const listing = (await html(`${HOST}/nl/vakantieverhuur`)).body;
    const id = /<article class="estate-card rental-card" data-rental-id="(\d+)"/.exec(listing)![1]!;
    const unit = `${HOST}/fr/vacances/${id}`;
    const first = await html(unit);
    expect(first.response.status).toBe(200);

    const next = tags(first.body, 'a').find((tag) => tag.includes('rental-calendar__nav--next'))!;
    expect(next).toContain('rel="nofollow"');
    const month = new URL(attribute(next, 'href')!, unit).href;
    expect(month).toMatch(/[?&]month=/);
    const moved = await html(month);
    expect(moved.response.status).toBe(200);
    expect(titles(moved.body)[0]).not.toBe(titles(first.body)[0]);
    expect(head(moved.body)).toContain('<meta name="robots" content="noindex"/>');
    expect(head(moved.body)).toContain(`<link rel="canonical" href="${unit}"/>`);

    const calendar = await formIn(month, moved.body, 'section#rental-calendar form');
    const day = calendar.controls.find((control) => control.name === 'period' && control.className.split(' ').includes('is-arrival'))!;
    const { response, url } = await send(calendar, {}, { button: day.value });
    expect(new URL(url).searchParams.get('period')).toBe(day.value);
    expect(new URL(url).hash).toBe('#reservation');
    const chosen = await response.text();
    expect(response.status).toBe(200);
    const reservation = await formIn(url, chosen, 'form.rental-reservation__form');
    expect(reservation.controls.find((control) => control.name === 'periodId')?.value).toBe(day.value);
    const days = (await formIn(url, chosen, 'section#rental-calendar form')).controls.filter((control) => control.className.includes('rental-calendar__day'));
    expect(days.find((control) => control.value === day.value)?.className.split(' ')).toContain('is-chosen');
    expect(head(chosen)).toContain('<meta name="robots" content="noindex"/>');
  });
});
