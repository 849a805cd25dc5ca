import type Glide from '@glidejs/glide';

type Keys = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>;

/** -1 for ArrowLeft, 1 for ArrowRight, 0 otherwise (and with a modifier: Alt+ArrowLeft is "back"). */
export const arrowStep = (event: Keys) =>
  event.altKey || event.ctrlKey || event.metaKey || event.shiftKey ? 0 : event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;

/**
 * Replaces Glide's Keyboard component, which listens on the whole document (arrows typed in a
 * form field elsewhere on the page would move the carousel): same `keyboard` setting, but on
 * keydown of the carousel's root, so only while focus is inside it. A slider stops at its
 * ends; an endless carousel goes round.
 */
export const RootKeyboard: Glide.ComponentFunction = (glide, { Html, Run, Direction }, events) => {
  const press = (event: KeyboardEvent) => {
    const step = arrowStep(event);
    if (!step) return;
    event.preventDefault(); // a scrollable row inside must not scroll too
    const move = Direction.resolve(step > 0 ? '>' : '<');
    const endless = glide.settings.type === 'carousel';
    if (endless || (move === '<' ? !Run.isStart() : !Run.isEnd())) Run.make(move);
  };
  events.on('destroy', () => Html.root.removeEventListener('keydown', press));
  return {
    mount() {
      if (glide.settings.keyboard) Html.root.addEventListener('keydown', press);
    },
  };
};
