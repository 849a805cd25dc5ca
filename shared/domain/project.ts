import type { Estate } from '../types/estate';

export interface ProjectFloor<T> {
  /** Floor level; 0 is the ground floor, null for units without one (parking, storage). */
  floor: number | null;
  units: T[];
}

/**
 * A project's units grouped into floors by floor level ascending, units within a floor by
 * floorId, then entity number; units without a floor come last.
 */
export function floorsOf<T extends Pick<Estate, 'id' | 'floor' | 'floorId' | 'entityNumber'>>(units: readonly T[]): ProjectFloor<T>[] {
  const sorted = [...units].sort(
    (a, b) =>
      (a.floor ?? Number.POSITIVE_INFINITY) - (b.floor ?? Number.POSITIVE_INFINITY) ||
      (a.floorId ?? Number.POSITIVE_INFINITY) - (b.floorId ?? Number.POSITIVE_INFINITY) ||
      (a.entityNumber ?? '').localeCompare(b.entityNumber ?? '', 'en', { numeric: true }) ||
      a.id - b.id,
  );
  const floors: ProjectFloor<T>[] = [];
  for (const unit of sorted) {
    const last = floors.at(-1);
    if (last && last.floor === unit.floor) last.units.push(unit);
    else floors.push({ floor: unit.floor, units: [unit] });
  }
  return floors;
}
