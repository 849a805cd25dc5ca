import type { Room } from '../types/estate';

/** Room type ids that are counted. */
export const ROOM_TYPES = { bedroom: 1, bathroom: 5, toilet: 16, garage: 6, parking: 14, terrace: 10 } as const;

export interface RoomCounts {
  bedrooms: number;
  bathrooms: number;
  toilets: number;
  garages: number;
  parkingSpaces: number;
  terraces: number;
  /** Surface of all terraces together, or null when none is known. */
  terraceSurface: number | null;
}

/** Counts derived from the layout lines: each line counts `count` rooms. */
export function roomCounts(layout: readonly Room[]): RoomCounts {
  const count = (typeId: number) => layout.filter((room) => room.typeId === typeId).reduce((sum, room) => sum + Math.max(0, room.count), 0);
  const terraces = layout.filter((room) => room.typeId === ROOM_TYPES.terrace);
  const surfaces = terraces.map((room) => room.surface).filter((surface): surface is number => surface !== null && surface > 0);
  return {
    bedrooms: count(ROOM_TYPES.bedroom),
    bathrooms: count(ROOM_TYPES.bathroom),
    toilets: count(ROOM_TYPES.toilet),
    garages: count(ROOM_TYPES.garage),
    parkingSpaces: count(ROOM_TYPES.parking),
    terraces: count(ROOM_TYPES.terrace),
    terraceSurface: surfaces.length > 0 ? surfaces.reduce((sum, surface) => sum + surface, 0) : null,
  };
}

/** The layout per floor, floors ascending, rooms in their given order within a floor. */
export function roomsByFloor(layout: readonly Room[]): { floor: number; rooms: Room[] }[] {
  const floors = new Map<number, Room[]>();
  for (const room of [...layout].sort((a, b) => a.floor - b.floor || a.sort - b.sort)) {
    floors.set(room.floor, [...(floors.get(room.floor) ?? []), room]);
  }
  return [...floors.entries()].map(([floor, rooms]) => ({ floor, rooms }));
}
