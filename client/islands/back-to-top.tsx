import { useEffect, useState } from 'react';

/** Scroll distance after which the button shows (SPEC §9). */
export const BACK_TO_TOP_THRESHOLD_PX = 100;

export interface BackToTopProps {
  label: string;
}

/** A button that appears once the page is scrolled more than 100 px and scrolls to the top (SPEC §1, §9). */
export default function BackToTop({ label }: BackToTopProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const toTop = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    document.getElementById('top')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className="back-to-top"
      data-visible={visible ? 'true' : 'false'}
      hidden={!visible}
      onClick={toTop}
      aria-label={label}
      title={label}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
        <path d="M10 4l-7 7 1.4 1.4L9 7.8V17h2V7.8l4.6 4.6L17 11z" fill="currentColor" />
      </svg>
    </button>
  );
}
