import type { CSSProperties } from 'react';
import { formatCounter, type CtaNumbersProps } from './cta-numbers.enhance';

/**
 * Counters, as the server renders them: the final values, so they read right
 * without JavaScript. cta-numbers.enhance.ts makes them count up once in view.
 */
export default function CtaNumbers({ items }: CtaNumbersProps) {
  return (
    // Their number sets the columns (app.css .cta-numbers), not how many the browser has read so far.
    <dl className="cta-numbers" style={{ '--cta-count': items.length } as CSSProperties}>
      {items.map((item, index) => (
        <div key={index} className="cta-numbers__item">
          <dt className="cta-numbers__label">{item.label}</dt>
          <dd className="cta-numbers__value" data-target={item.value}>
            {formatCounter(item.value, item.suffix)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
