import Glide from '@glidejs/glide';
import type { ImageSource } from '../../shared/domain/images';
import { memo, useEffect, useRef, useState } from 'react';
import { RootKeyboard } from '../components/glide-keyboard';
import { blockClickAfterSwipe, SwipeGuardAnchors } from '../components/swipe-guard';

export interface EmployeesCarouselProps {
  title: string | null;
  headingId: string;
  previousLabel: string;
  nextLabel: string;
  /** `href`: an agent's page, linked from the name. */
  employees: {
    id: number;
    name: string;
    role: string;
    /** Its copies in sizes where it was uploaded (shared/domain/images.ts heldImageSource). */
    picture: ImageSource | null;
    phone: string | null;
    email: string;
    languages?: string;
    href?: string | null;
  }[];
}

/** Employee carousel settings. */
export const EMPLOYEE_CAROUSEL = {
  type: 'carousel',
  perView: 3,
  gap: 24,
  animationDuration: 1000,
  autoplay: false,
  keyboard: true,
  swipeThreshold: 10,
  dragThreshold: 10,
  // 2 slides below 1024 px
  breakpoints: { 1023: { perView: 2 } },
} as const;

/** The narrow layout of EMPLOYEE_CAROUSEL's breakpoint, as a media query. */
const NARROW = '(max-width: 1023px)';

/** How many cards the carousel shows at once: 2 in the narrow layout, else 3. */
export function slidesInView(narrow: boolean): number {
  return narrow ? EMPLOYEE_CAROUSEL.breakpoints[1023].perView : EMPLOYEE_CAROUSEL.perView;
}

/** The fewest cards ever in view: with no more people than this, there is never anything to scroll. */
const FEWEST_IN_VIEW = Math.min(slidesInView(true), slidesInView(false));

const Slides = memo(function Slides({ employees }: Pick<EmployeesCarouselProps, 'employees'>) {
  return (
    <ul className="glide__slides employees__slides">
      {employees.map((employee) => (
        <li key={employee.id} className="glide__slide employee">
          {employee.picture ? <img className="employee__photo" {...employee.picture} alt="" loading="lazy" /> : null}
          <h3 className="employee__name">{employee.href ? <a href={employee.href}>{employee.name}</a> : employee.name}</h3>
          <p className="employee__role">{employee.role}</p>
          {employee.languages ? <p className="employee__languages">{employee.languages}</p> : null}
          {employee.phone ? (
            <p>
              <a href={`tel:${employee.phone.replace(/[^+\d]/g, '')}`}>{employee.phone}</a>
            </p>
          ) : null}
          <p>
            <a href={`mailto:${employee.email}`}>{employee.email}</a>
          </p>
        </li>
      ))}
    </ul>
  );
});

/**
 * The employees carousel (Glide): 3 slides (2 below 1024 px), one per step, 1000 ms, endless,
 * arrows, no dots, no autoplay. Without JavaScript the slides scroll sideways. With no more
 * people than cards in view there is no Glide (its endless loop would show clones of the same
 * person) and no arrows: each person shows once.
 */
export default function EmployeesCarousel({ title, headingId, previousLabel, nextLabel, employees }: EmployeesCarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  // Known only in the browser: null until then (the server's markup and the first render agree).
  const [narrow, setNarrow] = useState<boolean | null>(null);

  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const follow = () => setNarrow(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  useEffect(() => {
    const element = root.current;
    if (!element || narrow === null || employees.length <= slidesInView(narrow)) return;
    const unguard = blockClickAfterSwipe(element);
    // Glide loads with the island: the carousel is usable as soon as it is on screen.
    const glide = new Glide(element, { ...EMPLOYEE_CAROUSEL, breakpoints: { ...EMPLOYEE_CAROUSEL.breakpoints } });
    glide.on(['mount.after', 'run.after', 'resize'], () => {
      // Clones exist only for the endless loop: keep them out of the accessibility tree and tab order.
      for (const clone of element.querySelectorAll('.glide__slide--clone')) {
        clone.setAttribute('aria-hidden', 'true');
        clone.setAttribute('inert', '');
      }
    });
    glide.mount({ Keyboard: RootKeyboard, Anchors: SwipeGuardAnchors });
    element.dataset.mounted = 'true';
    return () => {
      unguard();
      glide.destroy();
      delete element.dataset.mounted;
    };
  }, [employees.length, narrow]);

  return (
    <div className="employees glide" ref={root}>
      {title ? <h2 id={headingId}>{title}</h2> : null}
      <div className="glide__track" data-glide-el="track">
        <Slides employees={employees} />
      </div>
      {employees.length > FEWEST_IN_VIEW ? (
        <div className="glide__arrows employees__arrows" data-glide-el="controls">
          <button type="button" className="glide__arrow glide__arrow--left" data-glide-dir="<" aria-label={previousLabel}>
            ‹
          </button>
          <button type="button" className="glide__arrow glide__arrow--right" data-glide-dir=">" aria-label={nextLabel}>
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
