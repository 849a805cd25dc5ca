import { fnv1aHex } from '../../../shared/fnv1a';
/**
 * The console's one browser script: passkeys. Plain navigator.credentials code, no
 * library and no build step, served by the console itself at a path with its content's hash
 * (`/assets/passkeys.{hash}.js`, a year's cache), which its CSP allows as `script-src 'self'`;
 * the pages that need it name it (sign-in.tsx, passkeys.tsx). It only adds to
 * forms that work without it: the passkey parts of those pages are `hidden` until it runs and
 * finds WebAuthn, so without JavaScript nothing of them shows and the e-mail link is the way in.
 *
 * A form marked `data-passkey` (`register` or `sign-in`) asks its options (`data-options`, a
 * POST with the form's CSRF token when it has one), runs the ceremony, puts the credential as
 * JSON (binary fields in URL-safe base64, as PublicKeyCredential.toJSON() says) in its
 * `credential` field and submits itself: the server answers as to any form. The sign-in form
 * also offers the passkeys in the e-mail field's autofill (conditional mediation) when the
 * browser can. Words come from the form's `data-working` and `data-failed` attributes.
 */
const SOURCE = `(() => {
  'use strict';
  if (!window.PublicKeyCredential || !navigator.credentials) return;
  const b64 = (buffer) => btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  const bytes = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4)), (c) => c.charCodeAt(0));
  const ids = (list) => (list || []).map((one) => ({ ...one, id: bytes(one.id) }));
  const say = (form, text, alert) => {
    const status = form.querySelector('[data-passkey-status]');
    if (!status) return;
    status.setAttribute('role', alert ? 'alert' : 'status');
    status.textContent = text;
  };
  async function optionsOf(form) {
    const body = new URLSearchParams();
    if (form.elements._csrf) body.set('_csrf', form.elements._csrf.value);
    const answer = await fetch(form.dataset.options, { method: 'POST', body, credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!answer.ok) throw new Error('options ' + answer.status);
    return answer.json();
  }
  function send(form, credential) {
    const r = credential.response;
    const json = { id: credential.id, rawId: b64(credential.rawId), type: credential.type, response: { clientDataJSON: b64(r.clientDataJSON) } };
    if (r.attestationObject) {
      json.response.attestationObject = b64(r.attestationObject);
      json.response.transports = r.getTransports ? r.getTransports() : [];
    } else {
      json.response.authenticatorData = b64(r.authenticatorData);
      json.response.signature = b64(r.signature);
      json.response.userHandle = r.userHandle ? b64(r.userHandle) : null;
    }
    form.elements.credential.value = JSON.stringify(json);
    form.submit();
  }
  let pending = null;
  async function signIn(form, mediation) {
    if (pending) pending.abort();
    const controller = (pending = new AbortController());
    const options = await optionsOf(form);
    const publicKey = { ...options, challenge: bytes(options.challenge), allowCredentials: ids(options.allowCredentials) };
    const credential = await navigator.credentials.get({ publicKey, signal: controller.signal, ...(mediation ? { mediation } : {}) });
    if (credential) send(form, credential);
  }
  for (const form of document.querySelectorAll('form[data-passkey]')) {
    for (const part of document.querySelectorAll('[data-passkey-fallback]')) part.hidden = true;
    for (const part of document.querySelectorAll('[data-passkey-part]')) part.hidden = false;
    form.addEventListener('submit', async (event) => {
      const name = form.elements.name;
      if (form.elements.credential.value || (name && !name.value.trim())) return;
      event.preventDefault();
      say(form, form.dataset.working, false);
      try {
        if (form.dataset.passkey === 'sign-in') return await signIn(form);
        const options = await optionsOf(form);
        const user = { ...options.user, id: bytes(options.user.id) };
        const publicKey = { ...options, challenge: bytes(options.challenge), user, excludeCredentials: ids(options.excludeCredentials) };
        send(form, await navigator.credentials.create({ publicKey }));
      } catch (error) {
        if (!error || error.name !== 'AbortError') say(form, form.dataset.failed, true);
      }
    });
    if (form.dataset.passkey === 'sign-in' && PublicKeyCredential.isConditionalMediationAvailable) {
      PublicKeyCredential.isConditionalMediationAvailable()
        .then((available) => available && signIn(form, 'conditional'))
        .catch(() => undefined);
    }
  }
})();
`;

export const PASSKEYS_SCRIPT = SOURCE;
/** Where the console serves it (worker/console/app.tsx). */
export const PASSKEYS_SCRIPT_PATH = `/assets/passkeys.${fnv1aHex(SOURCE)}.js`;
