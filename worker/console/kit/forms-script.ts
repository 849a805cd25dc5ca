import { fnv1aHex } from '../../../shared/fnv1a';

/**
 * The console's forms script: every page loads it (render.tsx), and every page works without
 * it. A file input with `data-max-bytes` and `data-too-big` (the words) is checked as soon as a
 * file is chosen: one past the limit is taken out of the input, its error shown beside it
 * (announced, tied to the input by aria-describedby) and the focus kept there, so the form is
 * never sent with it: a 10 MB photo is not uploaded only to be refused, and what was typed in
 * the form's other fields stays. Without JavaScript the server answers the same form again
 * with the field marked (brand-routes.tsx, kit/uploads.ts). And a part marked `data-poll`
 * (seconds) is read again from the server while the page is open: a pending domain's state.
 * A link clicked in a rich text being edited opens on the agency's site, not the console, and
 * its context menu offers the site's address.
 */
const SOURCE = `(() => {
  'use strict';
  document.addEventListener('change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.dataset.maxBytes) return;
    const id = input.id + '-size-error';
    const file = input.files && input.files[0];
    const tooBig = !!file && file.size > Number(input.dataset.maxBytes);
    const described = (input.getAttribute('aria-describedby') || '').split(' ').filter((one) => one && one !== id);
    let error = document.getElementById(id);
    if (tooBig) {
      if (!error) {
        error = document.createElement('p');
        error.id = id;
        error.className = 'field-error';
        error.setAttribute('role', 'alert');
        input.after(error);
      }
      error.textContent = input.dataset.tooBig || '';
      input.value = '';
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', described.concat(id).join(' '));
      input.focus();
    } else if (error) {
      error.remove();
      input.setAttribute('aria-describedby', described.join(' '));
      if (!input.closest('.field--error')) input.removeAttribute('aria-invalid');
    }
  });
  // A link in a rich text being edited (Ctrl- or Cmd-click, middle click) leads to the agency's
  // site: a relative one is opened on the site's origin (main's data-site-origin), never on the
  // console's host; without an origin known it does not open at all.
  const followLink = (event) => {
    // A plain click places the caret (the browser follows no link while editing).
    if (event.type === 'click' ? !(event.ctrlKey || event.metaKey || event.shiftKey) : event.button !== 1) return;
    const link = event.target instanceof Element && event.target.closest('[contenteditable] a[href]');
    if (!link) return;
    event.preventDefault();
    const origin = link.closest('[data-site-origin]');
    if (origin) window.open(new URL(link.getAttribute('href'), origin.dataset.siteOrigin).href, '_blank', 'noopener');
  };
  document.addEventListener('click', followLink, true);
  document.addEventListener('auxclick', followLink, true);
  // Its context menu ("open in a new tab", "copy the address") names the site's address too: a
  // relative link's href is the site's while the menu opens, and its own again right after (what
  // the editor keeps and posts stays relative).
  document.addEventListener('contextmenu', (event) => {
    const link = event.target instanceof Element && event.target.closest('[contenteditable] a[href^="/"]:not([href^="//"])');
    const origin = link && link.closest('[data-site-origin]');
    if (!origin) return;
    const href = link.getAttribute('href');
    link.setAttribute('href', new URL(href, origin.dataset.siteOrigin).href);
    setTimeout(() => link.setAttribute('href', href));
  }, true);
  // A part of the page marked data-poll (a domain's state while pending): read again every so
  // many seconds while the tab is shown, its words replaced in place (a live region, announced)
  // until the new page no longer marks it.
  document.querySelectorAll('[data-poll][id]').forEach((part) => {
    const every = Math.max(10, Number(part.dataset.poll)) * 1000;
    const timer = setInterval(async () => {
      if (document.hidden) return;
      try {
        const answer = await fetch(location.href, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
        if (!answer.ok) return;
        const fresh = new DOMParser().parseFromString(await answer.text(), 'text/html').getElementById(part.id);
        if (!fresh) return;
        if (fresh.textContent !== part.textContent) part.innerHTML = fresh.innerHTML;
        if (!fresh.hasAttribute('data-poll')) clearInterval(timer);
      } catch (error) {}
    }, every);
  });
})();
`;

export const FORMS_SCRIPT = SOURCE;
/** Where the console serves it (worker/console/app.tsx). */
export const FORMS_SCRIPT_PATH = `/assets/forms.${fnv1aHex(SOURCE)}.js`;
