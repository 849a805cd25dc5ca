import { describe, expect, it } from 'vitest';
import enums from '../../../../locales/enums.json';
import fields from '../../../../locales/fields.json';
import { ALTERNATE_FIELDS, FIELD_GROUP_ORDER, SINGLE_FIELD_GROUPS, fieldDefinition, type FieldGroupCode } from '../../../../shared/domain/alternate-fields';

const LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;
const labels = fields as Record<string, Partial<Record<(typeof LANGUAGES)[number], string>>>;

const ALL_GROUPS: readonly FieldGroupCode[] = [
  'certification',
  'comfort',
  'construction',
  'financial',
  'flood_information',
  'general',
  'layout',
  'media',
  'notary',
  'notary_cost',
  'other',
  'planning',
  'project',
  'description',
  'short_description',
  'status',
  'subType',
  'title',
  'type',
  'external_id',
];

function expectFourLabels(key: string): void {
  const entry = labels[key];
  expect(entry, key).toBeDefined();
  for (const language of LANGUAGES) {
    expect(typeof entry?.[language], `${key}.${language}`).toBe('string');
    expect(entry?.[language]?.trim(), `${key}.${language}`).not.toBe('');
  }
}

describe('alternate-source field catalogue', () => {
  it('gives every catalogue key four non-empty labels', () => {
    for (const field of ALTERNATE_FIELDS) expectFourLabels(field.key);
  });

  it('gives every group code a label', () => {
    for (const group of ALL_GROUPS) expectFourLabels(`group.${group}`);
  });

  it('labels the "no violation" text', () => {
    expectFourLabels('violation.none');
    expect(labels['violation.none']?.en).toBe('No judicial remedial measure or administrative measure imposed');
  });

  it('has unique keys and unique orders within a group', () => {
    const keys = ALTERNATE_FIELDS.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
    const orders = ALTERNATE_FIELDS.map((field) => `${field.group}#${field.order}`);
    expect(new Set(orders).size).toBe(orders.length);
  });

  it("derives each key's group from its prefix (top-level keys are their own group)", () => {
    for (const field of ALTERNATE_FIELDS) {
      const dot = field.key.indexOf('.');
      expect(field.group, field.key).toBe(dot === -1 ? field.key : field.key.slice(0, dot));
    }
  });

  it('names only enumerations present in locales/enums.json', () => {
    const enumerations = new Set(Object.keys(enums));
    for (const field of ALTERNATE_FIELDS) {
      if (field.kind.startsWith('enum:')) expect(enumerations.has(field.kind.slice(5)), field.key).toBe(true);
    }
  });

  it('orders every group used', () => {
    const used = new Set(ALTERNATE_FIELDS.map((field) => field.group));
    for (const field of ALTERNATE_FIELDS) {
      if (field.key.includes('.')) expect(FIELD_GROUP_ORDER, field.key).toContain(field.group);
    }
    for (const group of used) expect([...FIELD_GROUP_ORDER, ...SINGLE_FIELD_GROUPS], group).toContain(group);
    expect(new Set(FIELD_GROUP_ORDER).size).toBe(FIELD_GROUP_ORDER.length);
    expect(new Set(used)).toEqual(new Set(ALL_GROUPS));
  });

  it('looks up a definition by key', () => {
    expect(fieldDefinition('financial.price')).toEqual({ key: 'financial.price', group: 'financial', kind: 'price', order: 1 });
    expect(fieldDefinition('planning.most_recent_destination')?.kind).toBe('enum:RecentDestination');
    expect(fieldDefinition('title')?.group).toBe('title');
    expect(fieldDefinition('no.such.key')).toBeUndefined();
  });
});
