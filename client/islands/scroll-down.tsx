import { SCROLL_DURATION_MS, scrollPosition } from '../../shared/domain/animation';

export interface ScrollDownProps {
  targetId: string;
  label: string;
}

/** A down-arrow that scrolls smoothly to the employees section over 600 ms (SPEC §2). */
export default function ScrollDown({ targetId, label }: ScrollDownProps) {
  const scroll = (event: { preventDefault(): void }) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    const from = window.scrollY;
    const to = from + target.getBoundingClientRect().top;
    const done = () => {
      target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      history.replaceState(null, '', `#${targetId}`);
    };
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      window.scrollTo(0, to);
      done();
      return;
    }
    const started = performance.now();
    const step = (now: number) => {
      const elapsed = now - started;
      window.scrollTo(0, scrollPosition(from, to, elapsed));
      if (elapsed < SCROLL_DURATION_MS) requestAnimationFrame(step);
      else done();
    };
    requestAnimationFrame(step);
  };

  return (
    <a className="scroll-down" href={`#${targetId}`} onClick={scroll} aria-label={label} title={label}>
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24">
        <path d="M12 16l-6-6 1.4-1.4 4.6 4.6 4.6-4.6L18 10z" fill="currentColor" />
      </svg>
    </a>
  );
}
