import type { PlainSearchChip, PlainSearchProps } from '../enhancers/plain-search';
import { chipGroups } from './chip-groups';

/** Where focus goes on the next page after a chip is removed: that chip's place in the list. */
const FOCUS_KEY = 'plain-search-focus';
const PREVIEW_DELAY_MS = 500;

interface Answer {
  url: string;
  chips: PlainSearchChip[];
}

/**
 * The box (plain-search.tsx): typing asks /{lang}/ajax/parse-search and shows what was
 * understood as chips (buttons, "Remove: Gent"); sending goes to the listing with that filter.
 * Removing a chip goes to the listing without it, and focus lands on the chip in its place,
 * else on the box: never lost.
 */
export function enhanceBox(element: HTMLElement, { lang, words }: PlainSearchProps): void {
  const form = element.querySelector<HTMLFormElement>('form');
  const input = element.querySelector<HTMLInputElement>('input');
  const area = element.querySelector<HTMLElement>('.plain-search__chips');
  if (!form || !input || !area) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = '';
  let pending: Promise<Answer | null> | null = null;

  // Where focus goes next: kept for the next page of this tab (nothing when storage is refused).
  const remember = (index: number) => {
    try {
      sessionStorage.setItem(FOCUS_KEY, String(index));
    } catch {
      // storage refused: focus starts at the top of the next page
    }
  };
  const go = (href: string, index: number) => {
    remember(index);
    location.assign(href);
  };

  const note = (text: string) => {
    const p = document.createElement('p');
    p.className = 'plain-search__note';
    p.textContent = text;
    return p;
  };

  const show = (chips: PlainSearchChip[]) => {
    const parts: HTMLElement[] = [];
    let index = 0;
    for (const [items, heading] of chipGroups(chips, words)) {
      const list = document.createElement('ul');
      list.className = 'plain-search__list';
      for (const chip of items) {
        const item = document.createElement('li');
        list.append(item);
        if (chip.note) {
          // What could not be applied: said, nothing to remove.
          const said = document.createElement('span');
          said.className = 'plain-search__chip plain-search__chip--note';
          said.textContent = chip.label;
          item.append(said);
          continue;
        }
        const at = index++;
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'plain-search__chip';
        button.setAttribute('aria-label', words.remove.replace('{{label}}', chip.label));
        button.textContent = `${chip.label} ×`;
        button.addEventListener('click', () => go(chip.href, at));
        item.append(button);
      }
      parts.push(note(heading), list);
    }
    area.replaceChildren(...parts);
  };

  const ask = (q: string): Promise<Answer | null> => {
    if (q === asked && pending) return pending;
    asked = q;
    pending = fetch(`/${lang}/ajax/parse-search?q=${encodeURIComponent(q)}`, { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        const body = (await response.json()) as Answer & { error?: string };
        if (!response.ok) {
          area.replaceChildren(note(body.error ?? words.failed));
          return null;
        }
        if (q === input.value.trim()) show(body.chips);
        return body;
      })
      .catch(() => {
        area.replaceChildren(note(words.failed));
        return null;
      });
    return pending;
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    const q = input.value.trim();
    if (q.length >= 2) timer = setTimeout(() => void ask(q), PREVIEW_DELAY_MS);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void ask(input.value.trim()).then((answer) => {
      if (answer) location.assign(answer.url);
    });
  });
  // The page's own chips (links): focus follows a removal to the next page.
  area.querySelectorAll('.plain-search__list a').forEach((link, index) => link.addEventListener('click', () => remember(index)));
  let focusAt: string | null = null;
  try {
    focusAt = sessionStorage.getItem(FOCUS_KEY);
    sessionStorage.removeItem(FOCUS_KEY);
  } catch {
    // storage refused
  }
  if (focusAt !== null) {
    const chips = area.querySelectorAll<HTMLElement>('.plain-search__list a, .plain-search__list button');
    (chips[Math.min(Number(focusAt), chips.length - 1)] ?? input).focus();
  }
}
