/** What a chip says of itself for its group (plain-search.tsx PlainSearchChip). */
interface Grouped {
  text?: true;
  prefer?: true;
}

/**
 * The box's chips in their groups, each under its words: what was understood, the words required
 * of the texts ("also searching the texts for"), the words left over that rank ("first the listings
 * that mention"). The server's chips (plain-search.tsx) and the preview's (box.ts) alike.
 */
export function chipGroups<T extends Grouped>(chips: readonly T[], words: { understood: string; alsoSearching: string; preferring: string }): [T[], string][] {
  const groups: [T[], string][] = [
    [chips.filter((chip) => !chip.text && !chip.prefer), words.understood],
    [chips.filter((chip) => chip.text), words.alsoSearching],
    [chips.filter((chip) => chip.prefer), words.preferring],
  ];
  return groups.filter(([items]) => items.length > 0);
}
