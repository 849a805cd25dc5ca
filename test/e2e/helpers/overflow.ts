import type { Page } from 'playwright-core';

/**
 * What runs past the screen's right or left edge on the page as it is now, each finding one line
 * (an empty list: nothing does):
 * - `page wider by N px`: the document scrolls sideways (scrollWidth over clientWidth);
 * - `<tag.class> "text" past the edge by N px`: an element whose box passes the window's edge
 *   (what a clipping or scrolling box around it hides does not count: a carousel's other slides,
 *   a visually hidden text);
 * - `<tag.class> "text" overflows its box by N px`: a text wider than the box it is in, running
 *   under what is beside it (a label under its value) or cut by its box (a title cut mid-word);
 * - `<tag.class> scrolls sideways without a keyboard stop`: a box that scrolls sideways holding
 *   nothing focusable, and not focusable itself with a name (axe's scrollable-region-focusable,
 *   and a name so a screen reader says what the stop is).
 * A box meant to scroll sideways (overflow-x auto or scroll) that a keyboard reaches is no finding.
 */
export function overflowFindings(page: Page): Promise<string[]> {
  return page.evaluate(overflowScan);
}

/**
 * overflowFindings' scan itself, run in the page: for a script that judges several states of a
 * page in one evaluation (test/e2e/client/styles/narrow-screens.test.ts), its source put in with `${overflowScan}`.
 */
export function overflowScan(): string[] {
  const width = document.documentElement.clientWidth;
  const findings: string[] = [];
  const name = (element: Element) => {
    const classes = [...element.classList].slice(0, 2).join('.');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    return `<${element.localName}${classes ? `.${classes}` : ''}>${text ? ` "${text}"` : ''}`;
  };
  const excess = document.documentElement.scrollWidth - width;
  if (excess > 0) findings.push(`page wider by ${excess} px`);
  const focusable = 'a[href], button, input, select, textarea, summary, iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
  /** Whether the box clips what passes it sideways (hidden, clip, auto, scroll). */
  const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
  // Each ancestor's box when it clips sideways (null when it does not), asked once a page scan:
  // every element below it asks again.
  const clipBoxes = new Map<Element, DOMRect | null>();
  const clipBoxOf = (parent: Element) => {
    let clipBox = clipBoxes.get(parent);
    if (clipBox === undefined) {
      const parentStyle = getComputedStyle(parent);
      clipBox = clips(parentStyle) || parentStyle.clipPath !== 'none' || parentStyle.clip !== 'auto' ? parent.getBoundingClientRect() : null;
      clipBoxes.set(parent, clipBox);
    }
    return clipBox;
  };
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    // Not shown: display none, visibility hidden, a closed <details>' content (content-visibility), a closed dialog.
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || style.position === 'fixed') continue;
    // Hidden for the eye (.visually-hidden: a box of 1 px clipping its text away).
    if (style.clip !== 'auto' || style.clipPath !== 'none') continue;
    // Inside a box that clips it sideways (and is itself judged), or inside one hidden for the eye.
    let clipped = false;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const parentBox = clipBoxOf(parent);
      if (parentBox && (box.right > parentBox.right + 1 || box.left < parentBox.left - 1 || parentBox.width <= 1)) {
        clipped = true;
        break;
      }
    }
    if (clipped) continue;
    const past = Math.max(box.right - width, -box.left);
    if (past > 1) findings.push(`${name(element)} past the edge by ${Math.round(past)} px`);
    const scrolls = element.scrollWidth - element.clientWidth;
    if (scrolls <= 1 || element === document.documentElement) continue;
    if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
      const named = element.getAttribute('aria-label') || element.getAttribute('aria-labelledby');
      const reachable = (element.tabIndex >= 0 && named) || element.querySelector(focusable);
      if (!reachable) findings.push(`${name(element)} scrolls sideways without a keyboard stop`);
      continue;
    }
    // Text of its own (not only the children's boxes, which are judged themselves) wider than the box.
    const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    if (ownText && style.display !== 'inline') findings.push(`${name(element)} overflows its box by ${scrolls} px`);
  }
  return findings;
}
