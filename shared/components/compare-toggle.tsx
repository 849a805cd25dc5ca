/** The words of a compare toggle (worker/site/render/section-labels.ts `compareWords`). */
export interface CompareWords {
  /** The button's text, e.g. 'Vergelijk'. */
  label: string;
  /** What the compare bar needs, as JSON (client/lists/compare-toggle.ts `BarWords`): the same on every toggle of a page. */
  bar: string;
}

/**
 * "Compare" on a card or a detail page: a toggle button the server renders as it is,
 * without state; client/compare-start.ts loads what it does at the first press, or at once when
 * the visitor has chosen listings already (they are kept in the browser). Hidden without
 * JavaScript (worker/site/render/head.tsx's noscript style).
 */
export function CompareToggle({ estateId, words }: { estateId: number; words: CompareWords }) {
  return (
    <button type="button" className="compare-toggle" aria-pressed="false" data-compare={estateId} data-bar={words.bar}>
      {words.label}
    </button>
  );
}
