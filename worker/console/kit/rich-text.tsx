import type { ReactNode } from 'react';
import type { Locale } from '../../../shared/i18n/locales';
import { EDITOR_SCRIPT_PATH } from './editor-script';
import { t } from './i18n';
import { Field } from './fields';

interface RichTextFieldProps {
  locale: Locale;
  id: string;
  name: string;
  label: string;
  /** The stored rich text (cleaned HTML: shared/html/rich-text.ts). */
  value: string;
  error?: string | undefined;
  hint?: ReactNode;
  rows?: number;
  /** The language the text is written in. */
  lang?: string;
}

/**
 * The toolbar's buttons: the command the editor runs and what it shows (null: its word). A
 * button's name is its word from the locales; one that shows letters of its own has them
 * first ("H2 Heading 2"), so that a voice user can say what they see. A symbol (¶ • ↶) and
 * the letter of a style (B, I) are icons.
 */
const BUTTONS = [
  { command: 'h2', shows: 'H2', said: true },
  { command: 'h3', shows: 'H3', said: true },
  { command: 'h4', shows: 'H4', said: true },
  { command: 'p', shows: '¶' },
  { command: 'ul', shows: '•' },
  { command: 'ol', shows: '1.', said: true },
  { command: 'bold', shows: 'B', keys: 'Control+B Meta+B' },
  { command: 'italic', shows: 'I', keys: 'Control+I Meta+I' },
  { command: 'link', shows: null, keys: 'Control+K Meta+K' },
  { command: 'undo', shows: '↶', keys: 'Control+Z Meta+Z' },
  { command: 'source', shows: null },
] as const;

/**
 * A rich text field: the HTML in a labelled textarea, which works without
 * JavaScript; the server cleans what is posted with `cleanRichText` before saving it. With
 * JavaScript the console's editor script (client/console/rich-text-editor.ts) makes it an
 * editable region with this toolbar, rendered here hidden (its words are the console's): a
 * `role="toolbar"` of real buttons, one Tab stop, arrow keys between them; the link's address
 * is asked in the box below it. Every editor of the console uses this one field for its rich texts.
 */
export function RichTextField({ locale, id, name, label, value, error, hint, rows = 8, lang }: RichTextFieldProps) {
  const word = (key: string) => t(locale, `richText.${key}`);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(described) => (
        <>
          {/* React 19 sends one such script per page, however many fields there are. */}
          <script type="module" src={EDITOR_SCRIPT_PATH} async />
          <div
            role="toolbar"
            id={`${id}-bar`}
            className="rte-bar"
            aria-label={t(locale, 'richText.toolbar', { field: label })}
            aria-controls={`${id}-editor`}
            hidden
          >
            {BUTTONS.map(({ command, shows, ...rest }) => (
              <button
                key={command}
                type="button"
                data-command={command}
                aria-pressed={command === 'undo' ? undefined : 'false'}
                aria-label={shows === null ? undefined : 'said' in rest ? `${shows} ${word(command)}` : word(command)}
                aria-keyshortcuts={'keys' in rest ? rest.keys : undefined}
                title={word(command)}
                className={`rte-${command}`}
              >
                {shows ?? word(command)}
              </button>
            ))}
          </div>
          <textarea id={id} name={name} rows={rows} defaultValue={value} className="rich-text" lang={lang} data-rich-text="" {...described} />
          <p className="hint rte-keys" id={`${id}-keys`} data-rich-text-only={id} hidden>
            {word('keys')}
          </p>
          <div className="rte-linkbox" id={`${id}-link`} hidden>
            <label htmlFor={`${id}-url`}>{word('linkAddress')}</label>
            <input id={`${id}-url`} type="text" inputMode="url" autoComplete="off" aria-describedby={`${id}-url-error`} />
            <button type="button" data-link="apply">
              {word('linkApply')}
            </button>
            <button type="button" data-link="remove">
              {word('linkRemove')}
            </button>
            <button type="button" data-link="cancel">
              {word('linkCancel')}
            </button>
            <p className="field-error" id={`${id}-url-error`} role="alert" hidden>
              {word('linkRefused')}
            </p>
          </div>
        </>
      )}
    </Field>
  );
}
