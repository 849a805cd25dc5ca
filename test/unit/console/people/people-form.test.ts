import { describe, expect, it } from 'vitest';
import { openingHoursSpecification, weekLines } from '../../../../shared/format/opening-hours';
import { applyPeopleForm, peopleFieldId } from '../../../../worker/console/people/people-form';

// The people editor's forms as the list the platform saves (an office's week, an
// employee's languages and sales-representative box, hide and show), the inputs a refusal
// names, and an office's week as the site words it.

const office = { id: 1, name: 'Gent', openingHours: [{ days: { nl: 'Ma' }, hours: '9-17' }] };
const week = (days: Record<number, [string, string, string?, string?]>) => {
  const form: Record<string, string> = { op: 'item', at: '0', week: '' };
  for (let day = 0; day < 7; day += 1) ['0.0', '0.1', '1.0', '1.1'].forEach((end, index) => (form[`week.${day}.${end}`] = days[day]?.[index] ?? ''));
  return form;
};

describe('the people editor’s forms', () => {
  it('reads a week typed loosely as HH:MM ranges per day, and replaces the free-text hours', () => {
    const [saved] = applyPeopleForm('offices', [office], week({ 0: ['9.00', '1230', '13h30', '18:00'], 5: ['10:00', '12:00'] }), ['nl'])!;
    expect(saved).toMatchObject({
      week: [
        [
          ['09:00', '12:30'],
          ['13:30', '18:00'],
        ],
        [],
        [],
        [],
        [],
        [['10:00', '12:00']],
        [],
      ],
      openingHours: [],
    });
  });

  it('keeps an empty first range before a second one, for the schema to refuse beside it, and sets no week when every day is empty', () => {
    expect(applyPeopleForm('offices', [office], week({ 2: ['', '', '14:00', '17:00'] }), ['nl'])![0]!.week).toEqual([
      [],
      [],
      [
        ['', ''],
        ['14:00', '17:00'],
      ],
      [],
      [],
      [],
      [],
    ]);
    const [untouched] = applyPeopleForm('offices', [{ ...office, week: [[['09:00', '17:00']]] }], week({}), ['nl'])!;
    expect(untouched).not.toHaveProperty('week');
    expect(untouched).toMatchObject({ openingHours: office.openingHours });
  });

  it('reads the languages ticked and typed, the last of the box’s two values, and hides or shows an item', () => {
    const employee = { id: 4, email: 'a@b.be' };
    const form = { op: 'item', at: '0', languages: '', 'languages.fr': '1', 'languages.other': 'TR, es;fr', salesRep: '1' };
    expect(applyPeopleForm('employees', [employee], form, ['nl'])![0]).toMatchObject({ languages: ['fr', 'tr', 'es'], salesRep: true });
    expect(applyPeopleForm('employees', [employee], { op: 'item', at: '0', salesRep: '0' }, ['nl'])![0]).toMatchObject({ salesRep: false });
    expect(applyPeopleForm('employees', [employee], { op: 'hide', at: '0' }, ['nl'])![0]).toEqual({ ...employee, hidden: true });
    expect(applyPeopleForm('employees', [{ ...employee, hidden: true }], { op: 'show', at: '0' }, ['nl'])![0]).toEqual({ ...employee, hidden: false });
  });

  it('sends no coordinates when both are left empty (the platform takes the town centre), and a half-typed pair for the schema to refuse', () => {
    const place = { op: 'item', at: '0', lat: '', lon: '' };
    expect(applyPeopleForm('offices', [{ ...office, geo: { lat: 51, lon: 3.7 } }], place, ['nl'])![0]).not.toHaveProperty('geo');
    expect(applyPeopleForm('offices', [office], { ...place, lat: '51,05', lon: '3.72' }, ['nl'])![0]).toMatchObject({ geo: { lat: 51.05, lon: 3.72 } });
    expect(applyPeopleForm('offices', [office], { ...place, lat: '51,05' }, ['nl'])![0]).toMatchObject({ geo: { lat: 51.05, lon: Number.NaN } });
  });

  it('names the input of a refused time or language', () => {
    expect(peopleFieldId('items.1.week.0.1.1', null)).toBe('e1-week-0-1-1');
    expect(peopleFieldId('items.3.languages.2', null)).toBe('e3-languages');
    expect(peopleFieldId('items.2.week.6.0.0', 2)).toBe('new-week-6-0-0');
  });
});

describe('an office’s week on the site', () => {
  const hours: [string, string][][] = [
    [['09:00', '17:00']],
    [['09:00', '17:00']],
    [],
    [],
    [
      ['09:00', '12:00'],
      ['13:00', '17:30'],
    ],
    [],
    [],
  ];
  it('puts days in a row with the same hours together, in the page’s language', () => {
    expect(weekLines(hours, 'nl')).toEqual([
      { days: 'Maandag – dinsdag', hours: '9:00–17:00' },
      { days: 'Woensdag – donderdag', hours: null },
      { days: 'Vrijdag', hours: '9:00–12:00, 13:00–17:30' },
      { days: 'Zaterdag – zondag', hours: null },
    ]);
    expect(weekLines(hours, 'de')[0]).toEqual({ days: 'Montag – Dienstag', hours: '9:00–17:00' });
  });

  it('is one OpeningHoursSpecification per opening', () => {
    expect(openingHoursSpecification(hours)).toHaveLength(4);
    expect(openingHoursSpecification(hours)[3]).toEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'Friday', opens: '13:00', closes: '17:30' });
  });
});
