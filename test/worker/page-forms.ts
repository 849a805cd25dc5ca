import { decodeHTML, decodeHTMLAttribute } from 'entities';
import { expect } from 'vitest';
import type { Env } from '../../worker/site/env';
import { get } from './helpers';

// A form of a served page as a browser without JavaScript sends it: the page's own fields (hidden
// ones, the console's CSRF token among them, the defaults of the others) with what the visitor
// types or chooses, to the form's action by its method, from the page's address. No form key: an
// island makes one in the browser (client/stores/form-submit.ts). Read with the runtime's
// HTMLRewriter, so a field the page lacks fails the test instead of being made up by it.

/** One control of a form as the page gives it. */
export interface Control {
  tag: 'input' | 'textarea' | 'select' | 'button';
  type: string;
  name: string;
  value: string;
  checked: boolean;
  disabled: boolean;
  id: string;
  className: string;
  /** A select's options. */
  options: { value: string; selected: boolean }[];
  /** A button's text. */
  text: string;
  formAction?: string;
  formMethod?: string;
}

/** A form of a page: where and how it is sent, and its controls in the document's order. */
export interface PageForm {
  /** The page's address (the Referer of what the form sends, what its action is resolved against). */
  page: string;
  action: string;
  method: 'GET' | 'POST';
  controls: Control[];
}

const decodeAttribute = (value: string | null) => (value === null ? null : decodeHTMLAttribute(value));

/**
 * The form of `body` (the page served at `page`) that `selector` (HTMLRewriter's CSS selectors)
 * names: exactly one, unless `nth` picks one of several.
 */
export async function formIn(page: string, body: string, selector: string, nth?: number): Promise<PageForm> {
  const forms: { action: string | null; method: string | null; controls: Control[] }[] = [];
  const current = () => forms.at(-1)!.controls;
  let select: Control | undefined;
  let option: { value: string | null; selected: boolean; text: string } | undefined;
  let text: Control | undefined;
  const control = (element: Element, tag: Control['tag']): Control => ({
    tag,
    type: (element.getAttribute('type') ?? (tag === 'button' ? 'submit' : tag === 'input' ? 'text' : tag)).toLowerCase(),
    name: decodeAttribute(element.getAttribute('name')) ?? '',
    value: decodeAttribute(element.getAttribute('value')) ?? '',
    checked: element.hasAttribute('checked'),
    disabled: element.hasAttribute('disabled'),
    id: decodeAttribute(element.getAttribute('id')) ?? '',
    className: decodeAttribute(element.getAttribute('class')) ?? '',
    options: [],
    text: '',
    ...(element.hasAttribute('formaction') ? { formAction: decodeAttribute(element.getAttribute('formaction'))! } : {}),
    ...(element.hasAttribute('formmethod') ? { formMethod: element.getAttribute('formmethod')! } : {}),
  });
  const collect = (tag: Control['tag']) => ({
    element(element: Element) {
      const made = control(element, tag);
      current().push(made);
      if (tag === 'select') {
        select = made;
        element.onEndTag(() => {
          select = undefined;
        });
      }
      if (tag === 'textarea' || tag === 'button') {
        text = made;
        element.onEndTag(() => {
          text = undefined;
        });
      }
    },
    text(chunk: Text) {
      if (text) text.text += chunk.text;
    },
  });
  await new HTMLRewriter()
    .on(selector, {
      element(element) {
        forms.push({ action: decodeAttribute(element.getAttribute('action')), method: element.getAttribute('method'), controls: [] });
      },
    })
    .on(`${selector} input`, collect('input'))
    .on(`${selector} textarea`, collect('textarea'))
    .on(`${selector} select`, collect('select'))
    .on(`${selector} button`, collect('button'))
    .on(`${selector} option`, {
      element(element) {
        const made = { value: decodeAttribute(element.getAttribute('value')), selected: element.hasAttribute('selected'), text: '' };
        option = made;
        element.onEndTag(() => {
          select?.options.push({ value: made.value ?? decodeHTML(made.text).trim(), selected: made.selected });
          option = undefined;
        });
      },
      text(chunk) {
        if (option) option.text += chunk.text;
      },
    })
    // Without JavaScript a browser reads a <noscript>'s content as markup (the runtime's parser, as with scripts, as text).
    .transform(new Response(body.replace(/<\/?noscript>/g, '')))
    .text();
  if (nth === undefined) expect(forms.length, `forms matching ${selector}`).toBe(1);
  const form = forms[nth ?? 0];
  if (!form) throw new Error(`no form ${selector} (${nth ?? 0}) on ${page}`);
  for (const each of form.controls) {
    if (each.tag === 'textarea') each.value = decodeHTML(each.text.replace(/^\n/, ''));
    if (each.tag === 'button') each.text = decodeHTML(each.text).trim();
    if (each.tag === 'select') {
      const chosen = each.options.find((candidate) => candidate.selected) ?? each.options[0];
      each.value = chosen?.value ?? '';
    }
  }
  return {
    page,
    action: new URL(form.action ?? '', page).href,
    method: (form.method ?? 'get').toUpperCase() === 'POST' ? 'POST' : 'GET',
    controls: form.controls,
  };
}

/** The form of the page served at `url` (its whole HTML read first), with that HTML and the answer's headers. */
export async function formOnPage(
  url: string,
  selector: string,
  init: RequestInit = {},
  vars: Partial<Env> = {},
): Promise<PageForm & { body: string; headers: Headers }> {
  const response = await get(url, init, vars);
  const body = await response.text();
  expect(response.status, body).toBe(200);
  return { ...(await formIn(url, body, selector)), body, headers: response.headers };
}

/**
 * What a visitor types and chooses: a text field, a textarea or a hidden field gets the value
 * (by its name); a select the option of that value; a radio of that name the one of that value;
 * a checkbox is ticked (true, or the value of the one to tick) or cleared (false). A name the form
 * lacks, or an option or radio it does not offer, throws.
 */
export type Typed = Record<string, string | boolean>;

/**
 * Which submit button is pressed: its text, name or value, or a test of the control (its class);
 * the form's first one when not named.
 */
export type Button = string | ((control: Control) => boolean);

/** The fields the form sends once `typed` is in it, pressed by the submit button `button`. */
export function fieldsOf(form: PageForm, typed: Typed = {}, button?: Button): { fields: [string, string][]; submitter?: Control } {
  const controls = form.controls.map((each) => ({ ...each }));
  for (const [name, value] of Object.entries(typed)) {
    const named = controls.filter((each) => each.name === name && each.tag !== 'button' && !each.disabled);
    if (named.length === 0) throw new Error(`the form has no field ${name} (${form.action})`);
    for (const each of named) {
      if (each.type === 'radio') each.checked = each.value === value;
      else if (each.type === 'checkbox') each.checked = typeof value === 'boolean' ? value : each.value === value;
      else if (each.tag === 'select') {
        if (!each.options.some((candidate) => candidate.value === value)) throw new Error(`the select ${name} offers no ${String(value)}`);
        each.value = String(value);
      } else each.value = String(value);
    }
    if (named[0]!.type === 'radio' && !named.some((each) => each.checked)) throw new Error(`no radio ${name} of value ${String(value)}`);
  }
  const buttons = controls.filter((each) => each.type === 'submit' && !each.disabled);
  const pressed = typeof button === 'function' ? button : (each: Control) => each.text === button || each.name === button || each.value === button;
  const submitter = button === undefined ? buttons[0] : buttons.find(pressed);
  if (button !== undefined && !submitter) throw new Error(`the form has no button ${String(button)}`);
  const fields: [string, string][] = [];
  for (const each of controls) {
    if (each.disabled || !each.name) continue;
    if (each.tag === 'button' || ['submit', 'button', 'reset', 'image', 'file'].includes(each.type)) {
      if (each === submitter) fields.push([each.name, each.value]);
      continue;
    }
    if (['checkbox', 'radio'].includes(each.type)) {
      if (each.checked) fields.push([each.name, each.value || 'on']);
      continue;
    }
    fields.push([each.name, each.value]);
  }
  return { fields, submitter };
}

/**
 * The form sent as a browser without JavaScript sends it (fieldsOf): a GET to its action with
 * the fields as the query (the action's fragment kept in `url`, what the browser shows), a POST
 * of the fields url-encoded, with the page as its Referer and the site as its Origin. Redirects
 * are answered, not followed. `url` is the address the browser goes to (a GET's, with its fragment).
 */
export async function send(
  form: PageForm,
  typed: Typed = {},
  { button, headers = {}, vars = {} }: { button?: Button; headers?: Record<string, string>; vars?: Partial<Env> } = {},
): Promise<{ response: Response; url: string; fields: URLSearchParams }> {
  const { fields, submitter } = fieldsOf(form, typed, button);
  const action = new URL(submitter?.formAction ?? form.action, form.page);
  const method = (submitter?.formMethod ?? form.method).toUpperCase() === 'POST' ? 'POST' : 'GET';
  const body = new URLSearchParams(fields);
  const sent = { Accept: 'text/html', Referer: form.page, ...headers };
  if (method === 'GET') {
    action.search = body.toString();
    const response = await get(action.href.replace(/#.*$/, ''), { headers: sent, redirect: 'manual' }, vars);
    return { response, url: action.href, fields: body };
  }
  const response = await get(
    action.href.replace(/#.*$/, ''),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(form.page).origin, ...sent },
      body: body.toString(),
      redirect: 'manual',
    },
    vars,
  );
  return { response, url: action.href, fields: body };
}

/** Where a redirect sends the browser, as a whole address (its fragment kept). */
export const redirectedTo = (response: Response, from: string) => new URL(response.headers.get('Location')!, from).href;
