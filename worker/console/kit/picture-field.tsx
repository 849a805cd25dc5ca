import type { Locale } from '../../../shared/i18n/locales';
import { MEDIA_MAX_BYTES, MEDIA_USES, type MediaUse } from '../../../shared/contract/console-media';
import type { RawLocalized } from '../../../shared/contract/raw/common';
import { t } from './i18n';
import { previewOf } from './uploads';
import { Field, InputField } from './fields';
import { languageName } from './names';

interface PictureFieldProps {
  locale: Locale;
  siteId: number;
  /** The inputs' id prefix (`s2`, `p`, `e0`) and the form's field name (`image`, `picture`). */
  prefix: string;
  name: string;
  use: MediaUse;
  /** The picture's address now ('' or null: none). */
  url: string | null | undefined;
  errors: Record<string, string>;
  /** The alt text per language, one input each (required); absent: the picture needs none (a person's photo beside their name). */
  alt?: { languages: Locale[]; value: RawLocalized | null | undefined };
}

/**
 * A picture of an editor's form: the picture it has (shown from the console's own
 * address, as the site shapes it: `photo` as the site's round crop), a file input to upload
 * another (the form is multipart), "remove", and the alt texts. The form posts `{name}.url`
 * (the current address, kept through a refused save), `{name}.remove` and `{name}.alt.{lang}`;
 * errors are found by `{prefix}-{name}` (the file input) and `{prefix}-{name}-alt-{lang}`.
 */
export function PictureField({ locale, siteId, prefix, name, use, url, errors, alt }: PictureFieldProps) {
  const id = `${prefix}-${name}`;
  const preview = previewOf(locale, siteId, url);
  const least = MEDIA_USES[use];
  const shownAlt = alt ? alt.value?.[locale] || alt.languages.map((language) => alt.value?.[language]).find(Boolean) : undefined;
  return (
    <div className="picture-field">
      {preview ? (
        <img
          className={use === 'photo' ? 'picture-sample picture-sample--photo' : 'picture-sample'}
          src={preview}
          alt={shownAlt || t(locale, 'media.current')}
        />
      ) : url ? (
        <p className="hint">{t(locale, 'media.elsewhere', { url })}</p>
      ) : (
        <p className="hint">{t(locale, 'media.none')}</p>
      )}
      <input type="hidden" name={`${name}.url`} value={url ?? ''} />
      <InputField
        id={id}
        name={name}
        label={t(locale, url ? 'media.replace' : 'media.upload')}
        error={errors[id]}
        hint={t(locale, `media.hint.${use}`, { width: String(least.minWidth), height: String(least.minHeight), max: String(MEDIA_MAX_BYTES / 1024 / 1024) })}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        data-max-bytes={MEDIA_MAX_BYTES}
        data-too-big={t(locale, 'media.error.tooBig', { max: String(MEDIA_MAX_BYTES / 1024 / 1024) })}
      />
      {url ? (
        <p className="choice">
          <input type="checkbox" id={`${prefix}-${name}-remove`} name={`${name}.remove`} value="1" />
          <label htmlFor={`${prefix}-${name}-remove`}>{t(locale, 'media.remove')}</label>
        </p>
      ) : null}
      {alt?.languages.map((language) => {
        const altId = `${prefix}-${name}-alt-${language}`;
        return (
          <Field
            key={language}
            id={altId}
            label={t(locale, 'media.alt', { language: languageName(locale, language) })}
            error={errors[altId]}
            hint={language === alt.languages[0] ? t(locale, 'media.altHint') : undefined}
          >
            {(described) => (
              <input
                id={altId}
                name={`${name}.alt.${language}`}
                defaultValue={alt.value?.[language] ?? ''}
                lang={language}
                maxLength={250}
                aria-required="true"
                {...described}
              />
            )}
          </Field>
        );
      })}
    </div>
  );
}
