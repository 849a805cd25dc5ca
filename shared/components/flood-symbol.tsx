/**
 * The flood symbol an ad shows beside a Flemish flood score worse than C ("Als de score wordt
 * ingedeeld in de D-klasse moet er ook een symbool worden getoond": BIV, docs/legal-ad-rules.md):
 * a house over a wave, named by its words for a screen reader and as a tooltip. The detail page's
 * legal line and energy section, the window card and the listing cards show the same.
 */
export function FloodSymbol({ label }: { label: string }) {
  return (
    <svg className="flood-symbol" viewBox="0 0 24 24" width="20" height="20" role="img" aria-label={label} data-flood-symbol="">
      <title>{label}</title>
      <path d="M12 2 3 9h3v5h12V9h3z" fill="currentColor" />
      <path d="M2 20q2.5-3 5 0t5 0 5 0 5 0" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
