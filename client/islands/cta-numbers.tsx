import { useEffect, useRef, useState } from 'react';
import { COUNTER_DURATION_MS, COUNTER_VISIBILITY_THRESHOLD, counterValue } from '../../shared/domain/animation';

export interface CtaNumbersProps {
  items: { value: number; label: string; suffix: string | null }[];
}

function format(value: number): string {
  return value.toLocaleString('nl-BE');
}

/**
 * Counters (SPEC §4): once 40% of the block is in view they count from 0 to their value over
 * 3000 ms, once only. The server renders the final values, so they read right without JS.
 */
export default function CtaNumbers({ items }: CtaNumbersProps) {
  const block = useRef<HTMLDListElement>(null);
  const [values, setValues] = useState(() => items.map((item) => item.value));

  useEffect(() => {
    const element = block.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    setValues(items.map(() => 0));
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= COUNTER_VISIBILITY_THRESHOLD)) return;
        observer.disconnect();
        const started = performance.now();
        const tick = (now: number) => {
          const elapsed = now - started;
          setValues(items.map((item) => counterValue(item.value, elapsed)));
          if (elapsed < COUNTER_DURATION_MS) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: COUNTER_VISIBILITY_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [items]);

  return (
    <dl className="cta-numbers" ref={block}>
      {items.map((item, index) => (
        <div key={index} className="cta-numbers__item">
          <dt className="cta-numbers__label">{item.label}</dt>
          <dd className="cta-numbers__value" data-target={item.value}>
            {format(values[index] ?? item.value)}
            {item.suffix ?? ''}
          </dd>
        </div>
      ))}
    </dl>
  );
}
