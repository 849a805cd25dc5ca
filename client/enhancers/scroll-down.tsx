export interface ScrollDownProps {
  targetId: string;
  label: string;
}

/**
 * A down-arrow to the employees section: a plain anchor link, which
 * scroll-down.enhance.ts turns into a smooth 600 ms scroll.
 */
export default function ScrollDown({ targetId, label }: ScrollDownProps) {
  return (
    <a className="scroll-down" href={`#${targetId}`} aria-label={label} title={label}>
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24">
        <path d="M12 16l-6-6 1.4-1.4 4.6 4.6 4.6-4.6L18 10z" fill="currentColor" />
      </svg>
    </a>
  );
}
