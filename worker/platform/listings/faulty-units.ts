import type * as z from 'zod';
import { reasonOf, type WithoutFaultyParts } from './record-batch';
import { issueReason } from './issue-words';

/**
 * A project whose only faults are in some of its units (a value it cannot read, a status no
 * mapping lists): the project without them, so it and its other units are written, and each left
 * out with its line (`listings.0.units.2.status`, by the unit's own id); their versions online
 * stay. A fault outside `units` is the project's own: null, the whole listing is refused.
 * @example withoutFaultyUnits(project, issues, 'listings.0.') // { record: { …, units: [good] }, keep: ['penthouse-7'], skipped: [1], lines: […] }
 */
export const withoutFaultyUnits: WithoutFaultyParts = (record, issues, where) => {
  const units = (record as { units?: unknown } | null)?.units;
  if (!Array.isArray(units)) return null;
  const faulty = new Set<number>();
  for (const issue of issues) {
    const [field, index] = issue.path;
    if (field !== 'units' || typeof index !== 'number' || issue.path.length < 3) return null;
    faulty.add(index);
  }
  const idOf = (unit: unknown) => {
    const id = (unit as { externalId?: unknown } | null)?.externalId;
    return typeof id === 'string' ? id : null;
  };
  return {
    record: { ...(record as object), units: units.filter((_, index) => !faulty.has(index)) },
    keep: [...faulty].flatMap((index) => idOf(units[index]) ?? []),
    skipped: [...faulty].sort((one, other) => one - other),
    lines: issues.map((issue: z.core.$ZodIssue) => ({
      externalId: idOf(units[issue.path[1] as number]),
      path: `${where}${issue.path.map(String).join('.')}`,
      reason: `${reasonOf(issue)}: this unit is left out, its version online stays; the rest of the project is written`,
      words: { reason: issueReason(issue), then: 'unitLeftOut' as const },
    })),
  };
};
