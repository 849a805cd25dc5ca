/*
 * The pictures of a console listing's form in the browser (worker/console/listings/estate-media-fields.tsx),
 * plain DOM code, loaded by that form only. The form works without it: each picture's place is
 * a number typed in its "position" field, and the save uploads the chosen files.
 * - Reorder: a picture is moved by dragging it, by its "move up/down" buttons, or by the arrow
 *   keys while it has the focus (each picture is a focus stop); its new place is written into
 *   the position fields and announced, and the focus stays where it was.
 * - Upload: pictures chosen in the file input are checked first (a PNG, JPEG or WebP of at most
 *   the size the input names; one refused is said beside the input and never sent), then sent
 *   one at a time to the console's media route with their progress shown; each one taken
 *   becomes a row of the list (the form's `<template>`), its alt texts to fill in.
 */

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);

function start(list: HTMLOListElement): void {
  const status = document.querySelector<HTMLElement>('[data-picture-status]');
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  const items = () => [...list.querySelectorAll<HTMLLIElement>(':scope > li[data-picture]')];
  const titleOf = list.dataset.title ?? '{n}';

  // The position fields and titles follow the list's order.
  const renumber = () =>
    items().forEach((item, index) => {
      const order = item.querySelector<HTMLInputElement>('.estate-picture__order');
      if (order) order.value = String(index + 1);
      const title = item.querySelector('[data-picture-title]');
      if (title) title.textContent = fill(titleOf, { n: String(index + 1) });
    });
  const announce = (item: HTMLLIElement) => say(fill(list.dataset.moved ?? '', { n: String(items().indexOf(item) + 1), total: String(items().length) }));

  const prepare = (item: HTMLLIElement) => {
    item.tabIndex = 0;
    item.draggable = true;
    item.querySelector<HTMLElement>('[data-picture-moves]')?.removeAttribute('hidden');
  };
  items().forEach(prepare);
  document.querySelector('[data-picture-hint]')?.removeAttribute('hidden');

  const move = (item: HTMLLIElement, by: number) => {
    const focused = document.activeElement as HTMLElement | null;
    const other = by < 0 ? item.previousElementSibling : item.nextElementSibling;
    if (!other) return;
    list.insertBefore(item, by < 0 ? other : other.nextElementSibling);
    renumber();
    // Moving an element takes the focus from it in some browsers: it goes back.
    focused?.focus();
    announce(item);
  };
  list.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-move]');
    const item = button?.closest<HTMLLIElement>('li[data-picture]');
    if (button && item) move(item, Number(button.dataset.move));
  });
  list.addEventListener('keydown', (event) => {
    const item = event.target as HTMLElement;
    if (!(item instanceof HTMLLIElement) || !item.dataset.picture || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(item, event.key === 'ArrowUp' ? -1 : 1);
  });

  // Drag: from the picture itself (its image, its title, its frame), never from a field in it
  // (a text selected there is dragged as text).
  let dragged: HTMLLIElement | null = null;
  let fromField = false;
  list.addEventListener('pointerdown', (event) => {
    fromField = !!(event.target as Element).closest('input, select, textarea, label, button');
  });
  list.addEventListener('dragstart', (event) => {
    if (fromField) return;
    dragged = (event.target as Element).closest<HTMLLIElement>('li[data-picture]');
    if (!dragged || !event.dataTransfer) return;
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', dragged.dataset.picture ?? '');
    dragged.classList.add('estate-picture--dragged');
  });
  list.addEventListener('dragover', (event) => {
    const over = (event.target as Element).closest<HTMLLIElement>('li[data-picture]');
    if (!dragged) return;
    event.preventDefault();
    if (!over || over === dragged) return;
    const box = over.getBoundingClientRect();
    list.insertBefore(dragged, event.clientY > box.top + box.height / 2 ? over.nextElementSibling : over);
  });
  const dropped = (event: Event) => {
    if (!dragged) return;
    event.preventDefault();
    dragged.classList.remove('estate-picture--dragged');
    renumber();
    announce(dragged);
    dragged.focus();
    dragged = null;
  };
  list.addEventListener('drop', dropped);
  list.addEventListener('dragend', dropped);

  const input = document.querySelector<HTMLInputElement>('input[data-upload]');
  const template = document.querySelector<HTMLTemplateElement>('template[data-picture-template]');
  const progress = document.querySelector<HTMLUListElement>('[data-picture-progress]');
  if (!input || !template || !progress || !input.form) return;
  const form = input.form;
  const words = input.dataset;
  const csrf = (form.elements.namedItem('_csrf') as HTMLInputElement | null)?.value ?? '';

  const row = (name: string) => {
    const line = document.createElement('li');
    const text = document.createElement('span');
    text.textContent = fill(words.sending ?? '', { name });
    line.append(text);
    progress.append(line);
    return { line, text };
  };
  const refuse = (line: HTMLLIElement, text: HTMLSpanElement, message: string) => {
    text.textContent = message;
    line.className = 'field-error';
    say(message);
  };

  const send = (file: File, bar: HTMLProgressElement) =>
    new Promise<{ status: number; body: { url?: string; preview?: string | null; message?: string } | null }>((done) => {
      const body = new FormData();
      body.append('_csrf', csrf);
      body.append('picture', file);
      const request = new XMLHttpRequest();
      request.open('POST', words.upload ?? '');
      request.responseType = 'json';
      request.setRequestHeader('Accept', 'application/json');
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) bar.value = Math.round((event.loaded / event.total) * 100);
      });
      request.addEventListener('load', () => done({ status: request.status, body: request.response as never }));
      request.addEventListener('error', () => done({ status: 0, body: null }));
      request.send(body);
    });

  const add = (url: string, preview: string | null | undefined) => {
    const next =
      Math.max(
        -1,
        ...[...form.querySelectorAll<HTMLInputElement>('input[name^="pictures."][name$=".url"]')].map((one) => Number(one.name.split('.')[1]) || 0),
      ) + 1;
    const holder = document.createElement('template');
    holder.innerHTML = template.innerHTML.replaceAll('__i__', String(next)).replaceAll('__n__', String(items().length + 1));
    const item = holder.content.firstElementChild as HTMLLIElement;
    item.querySelector<HTMLInputElement>('input[type="hidden"]')!.value = url;
    if (preview) {
      const image = document.createElement('img');
      image.src = preview;
      image.alt = '';
      image.width = 160;
      item.querySelector('p')?.after(image);
    }
    list.append(item);
    prepare(item);
    renumber();
  };

  const buttons = () => [...form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')];
  input.addEventListener('change', async () => {
    const files = [...(input.files ?? [])];
    input.value = '';
    progress.replaceChildren();
    // The form is not sent while pictures are on their way (they would be lost from it).
    buttons().forEach((button) => (button.disabled = true));
    try {
      for (const file of files) {
        const { line, text } = row(file.name);
        if (!TYPES.includes(file.type)) {
          refuse(line, text, fill(words.notImage ?? '', { name: file.name }));
          continue;
        }
        if (file.size > Number(words.pictureMax)) {
          refuse(line, text, fill(words.tooBig ?? '', { name: file.name }));
          continue;
        }
        if (items().length >= Number(words.pictureLimit)) {
          refuse(line, text, words.tooMany ?? '');
          continue;
        }
        const bar = document.createElement('progress');
        bar.max = 100;
        bar.value = 0;
        bar.setAttribute('aria-label', file.name);
        line.append(' ', bar);
        say(text.textContent ?? '');
        const answer = await send(file, bar);
        if (answer.status === 201 && answer.body?.url) {
          bar.value = 100;
          text.textContent = fill(words.sent ?? '', { name: file.name });
          say(text.textContent);
          add(answer.body.url, answer.body.preview);
        } else {
          bar.remove();
          refuse(line, text, `${file.name}: ${answer.body?.message ?? words.failed ?? ''}`);
        }
      }
    } finally {
      buttons().forEach((button) => (button.disabled = false));
    }
  });
}

const list = document.querySelector<HTMLOListElement>('ol[data-estate-pictures]');
if (list) start(list);
