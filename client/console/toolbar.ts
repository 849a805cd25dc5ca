/**
 * A toolbar's keyboard (WAI-ARIA toolbar pattern, roving tabindex): the toolbar is one Tab stop,
 * the last button used; Left and Right arrows move between its buttons (wrapping), Home and End
 * go to the first and last; disabled buttons are skipped. Answers `remember(button)`, which
 * makes a button the Tab stop (one used by pointer, or the one left enabled).
 */
export function rovingToolbar(bar: HTMLElement): (button: HTMLButtonElement) => void {
  const buttons = [...bar.querySelectorAll<HTMLButtonElement>('button')];
  let current = buttons[0];
  const remember = (button: HTMLButtonElement) => {
    current = button;
    for (const each of buttons) each.tabIndex = each === button ? 0 : -1;
  };
  if (current) remember(current);
  bar.addEventListener('keydown', (event) => {
    const from = buttons.indexOf(event.target as HTMLButtonElement);
    if (from < 0) return;
    const enabled = buttons.filter((button) => !button.disabled);
    const at = enabled.indexOf(buttons[from]!);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: enabled.length - 1 }[event.key];
    if (to === undefined || enabled.length === 0) return;
    event.preventDefault();
    const next = enabled[(to + enabled.length) % enabled.length]!;
    remember(next);
    next.focus();
  });
  return remember;
}
