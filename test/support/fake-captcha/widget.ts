/*
 * The fake captcha's widget script (index.ts serves it as both providers' script): the browser
 * API the site's code calls, as Cloudflare and Google document it, without a challenge.
 *
 * Turnstile (`window.turnstile`): `render(container, options)` (explicit), or implicit rendering
 * of every `.cf-turnstile` element with its `data-*` options unless the script's address says
 * `render=explicit`; `getResponse`, `reset`, `remove`, `isExpired`, `execute`, `ready`; the
 * options `sitekey`, `action`, `callback`, `error-callback`, `expired-callback`,
 * `refresh-expired` (auto by default), `response-field` and `response-field-name` (the hidden
 * input, `cf-turnstile-response` by default); `onload=` names a function called once loaded.
 * A token expires 300 s after it was issued (its expired-callback, then a new one when
 * refresh-expired is auto), as the real one does.
 *
 * reCAPTCHA v3 (`window.grecaptcha`): `ready(cb)` and `execute(siteKey, { action })`.
 *
 * Cloudflare's dummy site keys decide as documented: one starting `2x` (e.g.
 * `2x00000000000000000000AB`) always fails (the error-callback, no token); any other passes.
 * Tokens are `fake-captcha.<site key>.<issued, ms>.<random>`; the fake's siteverify knows them.
 */
export const WIDGET_SCRIPT = `(() => {
  const LIFETIME_MS = 300000;
  const script = document.currentScript;
  const params = script ? new URL(script.src).searchParams : new URLSearchParams();
  const widgets = new Map();
  let count = 0;
  let last;
  const blocks = (siteKey) => String(siteKey).startsWith('2x');
  const mint = (siteKey) => 'fake-captcha.' + siteKey + '.' + Date.now() + '.' + Math.random().toString(36).slice(2);
  const call = (fn, ...args) => { const f = typeof fn === 'string' ? window[fn] : fn; if (typeof f === 'function') f(...args); };
  function issue(widget) {
    clearTimeout(widget.timer);
    widget.token = undefined;
    if (widget.input) widget.input.value = '';
    if (blocks(widget.options.sitekey)) {
      widget.status.textContent = 'Captcha: refused';
      call(widget.options['error-callback'], '600010');
      return;
    }
    widget.token = mint(widget.options.sitekey);
    if (widget.input) widget.input.value = widget.token;
    widget.status.textContent = 'Captcha: ok';
    call(widget.options.callback, widget.token);
    widget.timer = setTimeout(() => {
      widget.token = undefined;
      widget.expired = true;
      if (widget.input) widget.input.value = '';
      call(widget.options['expired-callback']);
      if ((widget.options['refresh-expired'] || 'auto') === 'auto') issue(widget);
    }, LIFETIME_MS);
  }
  const find = (id) => (id === undefined ? last : widgets.get(id) || [...widgets.values()].find((w) => w.element === id));
  function render(container, options) {
    const element = typeof container === 'string' ? document.querySelector(container) : container;
    if (!element) throw new Error('turnstile: no container ' + container);
    const id = 'fake-captcha-' + ++count;
    const status = document.createElement('span');
    status.className = 'fake-captcha';
    status.setAttribute('role', 'status');
    element.appendChild(status);
    const widget = { id, element, options: { ...options }, status, expired: false };
    if (options['response-field'] !== false && options['response-field'] !== 'false') {
      widget.input = document.createElement('input');
      widget.input.type = 'hidden';
      widget.input.name = options['response-field-name'] || 'cf-turnstile-response';
      element.appendChild(widget.input);
    }
    widgets.set(id, widget);
    last = widget;
    setTimeout(() => issue(widget), 0);
    return id;
  }
  window.turnstile = {
    render,
    ready: (callback) => setTimeout(callback, 0),
    getResponse: (id) => find(id)?.token,
    isExpired: (id) => Boolean(find(id)?.expired),
    reset: (id) => { const widget = find(id); if (widget) { widget.expired = false; issue(widget); } },
    execute: (container, options) => { const widget = find(container); if (widget) issue(widget); else render(container, options || {}); },
    remove: (id) => { const widget = find(id); if (!widget) return; clearTimeout(widget.timer); widget.status.remove(); widget.input?.remove(); \
widgets.delete(widget.id); },
  };
  window.grecaptcha = {
    ready: (callback) => setTimeout(callback, 0),
    execute: (siteKey) => (blocks(siteKey) ? Promise.reject(new Error('captcha refused')) : Promise.resolve(mint(siteKey))),
  };
  const start = () => {
    if (params.get('render') !== 'explicit') {
      for (const element of document.querySelectorAll('.cf-turnstile')) {
        if ([...widgets.values()].some((w) => w.element === element)) continue;
        const options = {};
        for (const [name, value] of Object.entries(element.dataset)) options[name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())] = value;
        render(element, options);
      }
    }
    if (params.get('onload')) call(params.get('onload'));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
`;
