/**
 * The flood symbol an ad shows beside a Flemish flood score worse than C ("Als de score wordt
 * ingedeeld in de D-klasse moet er ook een symbool worden getoond": BIV, docs/legal-ad-rules.md):
 * a house over waves, named by its words for a screen reader and as a tooltip. The detail page's
 * legal line and energy section, the window card and the listing cards show the same.
 */
export function FloodSymbol({ label }: { label: string }) {
  return (
    <svg className="flood-symbol" viewBox="0 0 24 24" width="20" height="20" role="img" aria-label={label} focusable="false" data-flood-symbol="">
      <title>{label}</title>
      <path d="M12 2 3 9h2.5v5h13V9H21z" fill="currentColor" />
      <path
        d="M2 18.5c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2M2 22.5c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}
