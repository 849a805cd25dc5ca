/**
 * A pure function of one key, its answers kept for the isolate (a render makes the same
 * slugs, dates and cut templates page after page): at most `max` answers, all forgotten
 * at once when full, so a map never grows with what visitors send.
 * @example const slugOf = memoized(slugOfText, 5_000); slugOf('Kerkstraat 1') // made once, then read
 */
export function memoized<K, V>(make: (key: K) => V, max: number): (key: K) => V {
  const kept = new Map<K, V>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = make(key);
      if (kept.size >= max) kept.clear();
      kept.set(key, value);
    }
    return value;
  };
}
