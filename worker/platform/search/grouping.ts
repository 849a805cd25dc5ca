import type { Grouping } from './schema';

/** Group order by head type id. */
export const TYPE_GROUP_ORDER = [1, 3, 7, 2, 4, 6, 10, 5, 9] as const;
/** Group order by status (transaction) id. */
export const STATUS_GROUP_ORDER = [1, 3, 2, 4, 10, 5, 6] as const;
/** Price brackets (lower bounds, euro) of the PRICE grouping. */
export const PRICE_BRACKETS = [0, 1_000, 2_000, 100_000, 200_000, 300_000, 400_000, 500_000, 750_000, 1_000_000] as const;
/** Rank of the 'Projecten' group: projects and anything no group takes, always last. */
export const UNGROUPED_RANK = 999;

function caseRank(column: string, order: readonly number[]): string {
  return `CASE ${column} ${order.map((id, rank) => `WHEN ${id} THEN ${rank}`).join(' ')} ELSE ${UNGROUPED_RANK} END`;
}

function priceRank(): string {
  const whens = [...PRICE_BRACKETS]
    .map((lower, rank) => ({ lower, rank }))
    .reverse()
    .map(({ lower, rank }) => `WHEN e.price >= ${lower} THEN ${rank}`)
    .join(' ');
  return `CASE WHEN e.price IS NULL THEN ${UNGROUPED_RANK} ${whens} ELSE ${UNGROUPED_RANK} END`;
}

/**
 * The SQL expression ordering results by group; projects always fall in the last group.
 * Only constants from this file reach the SQL text, never request values.
 */
export function groupRankSql(grouping: Grouping, cityColumn: string): string[] {
  const projectsLast = `CASE WHEN e.is_project = 1 THEN 1 ELSE 0 END`;
  switch (grouping) {
    case 'TYPE':
      return [projectsLast, caseRank('e.head_type_id', TYPE_GROUP_ORDER)];
    case 'STATUS':
      return [projectsLast, caseRank('e.main_transaction_id', STATUS_GROUP_ORDER)];
    case 'SUBTYPE':
      return [projectsLast, 'e.sub_type_id'];
    case 'CITY':
      return [projectsLast, cityColumn];
    case 'PRICE':
      return [projectsLast, priceRank()];
  }
}
