import { describe, expect, it } from 'vitest';
import { codeRooms, roomOf, roomsNamed, testFiles } from '../../../scripts/rooms.mjs';

describe('the tests cut by the code’s rooms', () => {
  const rooms = codeRooms();
  const files = testFiles();

  it('finds the rooms from the code’s folders, the root’s configuration among them', () => {
    expect(rooms).toEqual(
      expect.arrayContaining(['platform/listings', 'site/routes', 'console/leads', 'shared/domain', 'client/islands', 'scripts', 'repository']),
    );
    expect(roomOf('worker/platform/crm/whise/estates.ts')).toBe('platform/crm');
    expect(roomOf('worker/console/worker.ts')).toBe('console');
    expect(roomOf('client/entry.ts')).toBe('client');
    expect(roomOf('build.mjs')).toBe('scripts');
    expect(roomOf('test/support/fake-crm/server.ts')).toBe('support');
  });

  it('puts every test file in one room: its folder under test/<kind>/ is a room of the code', () => {
    expect(files.length).toBeGreaterThan(400);
    const astray = files.filter(({ room }) => !rooms.includes(room)).map(({ file }) => file);
    expect(astray, 'test files outside every room (move each under test/<kind>/<room>/)').toEqual([]);
  });

  it('gives every room of the code its tests, of one kind or more', () => {
    const tested = new Set(files.map(({ room }) => room));
    expect(
      rooms.filter((room) => !tested.has(room)),
      'rooms without a test',
    ).toEqual([]);
  });

  it('reads a room’s name on the command line as that room, or every room it ends', () => {
    expect(roomsNamed('listings', rooms)).toEqual(['console/listings', 'platform/listings']);
    expect(roomsNamed('platform/listings', rooms)).toEqual(['platform/listings']);
    expect(roomsNamed('site', rooms)).toEqual(['site']);
    expect(roomsNamed('nowhere', rooms)).toEqual([]);
  });
});
