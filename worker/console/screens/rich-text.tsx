import type { ReactNode } from 'react';
import { Field } from './fields';

interface RichTextFieldProps {
  id: string;
  name: string;
  label: string;
  /** The stored rich text (cleaned HTML: shared/html/rich-text.ts). */
  value: string;
  error?: string | undefined;
  hint?: ReactNode;
  rows?: number;
}

/**
 * A rich text field (issue 32): the HTML in a labelled textarea, which works without
 * JavaScript; the server cleans what is posted with `cleanRichText` before saving it. Every
 * editor of the console uses this one field for its rich texts.
 */
export function RichTextField({ id, name, label, value, error, hint, rows = 8 }: RichTextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(described) => <textarea id={id} name={name} rows={rows} defaultValue={value} className="rich-text" {...described} />}
    </Field>
  );
}
