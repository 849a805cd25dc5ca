export declare const KINDS: Record<'unit' | 'tools' | 'worker' | 'e2e', string[]>;
export declare function roomOf(path: string): string | undefined;
export declare function codeRooms(root?: string): string[];
export interface TestFile {
  kind: 'unit' | 'tools' | 'worker' | 'e2e';
  file: string;
  room: string;
}
export declare function testFiles(root?: string): TestFile[];
export declare function roomsNamed(name: string, rooms: string[]): string[];
