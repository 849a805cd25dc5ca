import { cleanRichText, tidyRichText } from '../../shared/html/rich-text';
import { LINK_PATTERN } from '../../shared/domain/link-target';
import { rovingToolbar } from './toolbar';

/*
 * The console's rich-text editor: the one script the console sends, loaded by a page
 * with a rich-text field (worker/console/kit/rich-text.tsx, served by
 * worker/console/kit/editor-script.ts). Progressive enhancement: the field is a textarea of HTML
 * that works without JavaScript; this turns each `textarea[data-rich-text]` into an editable
 * region with the toolbar the server rendered hidden beside it (its words are the console's).
 * Everything the region holds, a paste included, goes through the server's own cleaner
 * (shared/html/rich-text.ts, bundled here). The cleaned HTML is what the form posts: written on
 * every input and command into a hidden input that takes over the textarea's name (writing a
 * textarea's value on each key would end the browser's typing step, and undo would then take
 * back one letter at a time), and into the textarea itself on submit and when the HTML source
 * is shown. The server cleans what is posted again before saving, which stays the guarantee.
 */

const BLOCKS = ['h2', 'h3', 'h4', 'p'];

const exec = (command: string, value?: string) => document.execCommand(command, false, value);
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;

/** Rich text as saved: cleaned, tidied, and nothing at all when it holds no text (an empty `<p><br></p>`). */
function cleaned(html: string): string {
  const clean = tidyRichText(cleanRichText(html));
  return clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' ? '' : clean;
}

function enhance(textarea: HTMLTextAreaElement): void {
  const id = textarea.id;
  const bar = byId<HTMLElement>(`${id}-bar`);
  const linkBox = byId<HTMLElement>(`${id}-link`);
  const url = byId<HTMLInputElement>(`${id}-url`);
  const refused = byId<HTMLElement>(`${id}-url-error`);
  const label = document.querySelector<HTMLLabelElement>(`label[for="${id}"]`);
  if (!bar || !linkBox || !url || !refused || !label || textarea.dataset.enhanced) return;
  textarea.dataset.enhanced = 'true';
  label.id ||= `${id}-label`;

  const area = document.createElement('div');
  area.id = `${id}-editor`;
  area.className = 'rte-area';
  area.contentEditable = 'true';
  area.setAttribute('role', 'textbox');
  area.setAttribute('aria-multiline', 'true');
  area.setAttribute('aria-labelledby', label.id);
  for (const name of ['aria-invalid', 'lang']) {
    const value = textarea.getAttribute(name);
    if (value) area.setAttribute(name, value);
  }
  // Its hint and error as the field's, then the keys it answers to.
  area.setAttribute('aria-describedby', `${textarea.getAttribute('aria-describedby') ?? ''} ${id}-keys`.trim());
  const load = (html: string) => {
    area.innerHTML = tidyRichText(cleanRichText(html)) || '<p><br></p>';
  };
  load(textarea.value);
  textarea.before(area);
  textarea.hidden = true;
  // The field posted: the textarea's value as it came until something is edited.
  const posted = document.createElement('input');
  posted.type = 'hidden';
  posted.name = textarea.name;
  posted.value = textarea.value;
  textarea.removeAttribute('name');
  textarea.after(posted);
  bar.hidden = false;
  for (const hidden of document.querySelectorAll<HTMLElement>(`[data-rich-text-only="${id}"]`)) hidden.hidden = false;

  const buttons = [...bar.querySelectorAll<HTMLButtonElement>('button[data-command]')];
  const remember = rovingToolbar(bar);
  let source = false;
  let range: Range | null = null;

  /** The posted field from the region (or from the HTML source, as typed: the server cleans it). */
  const sync = () => {
    posted.value = source ? textarea.value : cleaned(area.innerHTML);
  };
  /** The selection, if it is in this editor. */
  const selected = (): Range | null => {
    const selection = getSelection();
    return selection?.rangeCount && area.contains(selection.anchorNode) ? selection.getRangeAt(0) : null;
  };
  /** The editor focused, with its last selection back when the focus comes from elsewhere (the link's address). */
  const focus = () => {
    const kept = selected();
    area.focus();
    const selection = getSelection();
    if (!kept && range && selection) {
      selection.removeAllRanges();
      selection.addRange(range);
    }
  };
  /** The element the selection starts in, if it is in this editor. */
  const at = (): Element | null => {
    const node = (selected() ?? range)?.startContainer;
    const element = node instanceof Element ? node : (node?.parentElement ?? null);
    return element && area.contains(element) ? element : null;
  };
  const inside = (selector: string) => {
    const found = at()?.closest(selector);
    return !!found && area.contains(found);
  };
  /** aria-pressed of each button: the block, list and styles where the selection is. */
  const update = () => {
    const active = document.activeElement === area || bar.contains(document.activeElement);
    for (const button of buttons) {
      const command = button.dataset.command!;
      let pressed: boolean;
      if (command === 'source') pressed = source;
      else if (command === 'undo') continue;
      // The browser's own state knows a style still to be typed (Ctrl+B, then the word), but it
      // reads the weight of a heading's font as bold: in a heading only a <strong> counts.
      else if (command === 'bold' && inside('h2,h3,h4')) pressed = inside('strong,b');
      else if (command === 'bold' || command === 'italic') pressed = active && !source && document.queryCommandState(command);
      else if (command === 'link') pressed = inside('a[href]');
      else pressed = inside(command === 'p' ? 'p:not(li p)' : command);
      button.setAttribute('aria-pressed', String(pressed));
    }
  };

  const openLink = () => {
    linkBox.hidden = false;
    url.value = at()?.closest('a')?.getAttribute('href') ?? '';
    url.removeAttribute('aria-invalid');
    refused.hidden = true;
    url.focus();
  };
  const closeLink = () => {
    linkBox.hidden = true;
    focus();
  };
  const applyLink = (remove: boolean) => {
    const address = url.value.trim();
    if (!remove && address !== '' && !LINK_PATTERN.test(address)) {
      url.setAttribute('aria-invalid', 'true');
      refused.hidden = false;
      url.focus();
      return;
    }
    closeLink();
    if (remove || address === '') exec('unlink');
    else {
      // Nothing selected: the address is the link's text, typed in and then linked.
      const typed = selected();
      if (typed?.collapsed && !inside('a[href]')) {
        exec('insertText', address);
        const after = selected();
        if (after) after.setStart(after.endContainer, Math.max(0, after.endOffset - address.length));
      }
      exec('createLink', address);
      getSelection()?.collapseToEnd();
    }
    sync();
    update();
  };

  const run = (command: string) => {
    // selectionchange comes a moment after the keys typed: the selection now, not the last one seen.
    range = selected()?.cloneRange() ?? range;
    if (command === 'source') return toggleSource();
    focus();
    if (command === 'link') return openLink();
    if (BLOCKS.includes(command)) exec('formatBlock', `<${inside(command) && command !== 'p' ? 'p' : command}>`);
    else if (command === 'ul') exec('insertUnorderedList');
    else if (command === 'ol') exec('insertOrderedList');
    else exec(command);
    sync();
    update();
  };

  const toggleSource = () => {
    source = !source;
    if (source) {
      textarea.value = cleaned(area.innerHTML);
      linkBox.hidden = true;
    } else load(textarea.value);
    sync();
    area.hidden = source;
    textarea.hidden = !source;
    for (const button of buttons) if (button.dataset.command !== 'source') button.disabled = source;
    const toggle = buttons.find((button) => button.dataset.command === 'source')!;
    remember(toggle);
    update();
    if (source) textarea.focus();
    else area.focus();
  };

  // A pointer keeps the focus (and the selection) in the text; a key on a focused button clicks it.
  bar.addEventListener('mousedown', (event) => {
    if ((event.target as Element).closest('button') && !source) event.preventDefault();
  });
  bar.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-command]');
    if (!button) return;
    remember(button);
    run(button.dataset.command!);
  });
  area.addEventListener('keydown', (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const command = { b: 'bold', i: 'italic', k: 'link' }[event.key.toLowerCase()];
    if (!command) return;
    event.preventDefault();
    run(command);
  });
  area.addEventListener('input', sync);
  textarea.addEventListener('input', sync);
  area.addEventListener('paste', (event) => {
    const data = event.clipboardData;
    if (!data) return;
    event.preventDefault();
    const html = data.getData('text/html');
    if (html) exec('insertHTML', tidyRichText(cleanRichText(html)));
    else exec('insertText', data.getData('text/plain'));
    sync();
    update();
  });
  document.addEventListener('selectionchange', () => {
    const now = selected();
    if (!now) return;
    range = now.cloneRange();
    update();
  });
  label.addEventListener('click', (event) => {
    if (source) return;
    event.preventDefault();
    focus();
  });

  linkBox.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLElement>('[data-link]')?.dataset.link;
    if (action === 'cancel') closeLink();
    else if (action) applyLink(action === 'remove');
  });
  linkBox.addEventListener('keydown', (event) => {
    // Enter in the address applies it (rather than posting the form); Escape leaves it.
    if (event.key === 'Enter' && event.target === url) {
      event.preventDefault();
      applyLink(false);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeLink();
    }
  });
  textarea.form?.addEventListener('submit', () => {
    sync();
    textarea.value = posted.value;
  });
  update();
}

function start(): void {
  // Enter makes a paragraph, and styles are elements (<b>, which the cleaner makes <strong>), never CSS.
  exec('defaultParagraphSeparator', 'p');
  exec('styleWithCSS', 'false');
  for (const textarea of document.querySelectorAll<HTMLTextAreaElement>('textarea[data-rich-text]')) enhance(textarea);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
