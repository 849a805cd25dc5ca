export interface BackToTopProps {
  label: string;
}

/**
 * A button that appears once the page is scrolled more than 100 px and scrolls to the top:
 * rendered hidden, shown by back-to-top.enhance.ts.
 */
export default function BackToTop({ label }: BackToTopProps) {
  return (
    <button type="button" className="back-to-top" data-visible="false" hidden aria-label={label} title={label}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
        <path d="M10 4l-7 7 1.4 1.4L9 7.8V17h2V7.8l4.6 4.6L17 11z" fill="currentColor" />
      </svg>
    </button>
  );
}
