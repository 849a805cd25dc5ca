import { fnv1a } from './passkeys-script';

/**
 * The console's forms script: every page loads it (render.tsx), and every page works without
 * it. A file input with `data-max-bytes` and `data-too-big` (the words) is checked as soon as a
 * file is chosen: one past the limit is taken out of the input, its error shown beside it
 * (announced, tied to the input by aria-describedby) and the focus kept there, so the form is
 * never sent with it: a 10 MB photo is not uploaded only to be refused, and what was typed in
 * the form's other fields stays. Without JavaScript the server answers the same form again
 * with the field marked (brand-routes.tsx, media-routes.ts).
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
})();
`;

export const FORMS_SCRIPT = SOURCE;
/** Where the console serves it (worker/console/app.tsx). */
export const FORMS_SCRIPT_PATH = `/assets/forms.${fnv1a(SOURCE)}.js`;
