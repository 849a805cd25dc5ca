import type { ComponentProps } from 'react';
import type { Locale } from '../../../shared/i18n/locales';
import { DOCUMENT_MAX_BYTES } from '../../../shared/contract/console-documents';
import { MEDIA_MAX_BYTES } from '../../../shared/contract/console-media';
import { LISTING_MEDIA_SCRIPT_PATH } from '../kit/editor-script';
import { DOCUMENT_TYPES, documentIndexes, fieldId, MAX_PICTURES, pictureIndexes } from './estate-form';
import { documentLinkOf, ESTATE_MEDIA_PATH } from './estate-media';
import { t } from '../kit/i18n';
import { previewOf } from '../kit/uploads';
import { ChoiceSelect, choicesOf, Field } from '../kit/fields';
import { languageName } from '../kit/names';

/*
 * The pictures and documents of a console listing's form (estate-editor.tsx; docs/console-listings.md).
 * Without JavaScript: each picture has its place in the gallery as a number to type, its alt
 * text per language and a box to remove it; one file input takes any number of new pictures,
 * uploaded by the save. With the listing-media script (client/console/listing-media.ts, loaded
 * by this part only): a picture is moved by drag, by its buttons or by the arrow keys on it,
 * the new place announced; chosen pictures are checked (type, size) before they are sent, then
 * sent one by one with their progress shown, each becoming a row of the list from the
 * `<template>` below.
 */

type Form = Record<string, string>;

interface PictureProps {
  locale: Locale;
  languages: readonly Locale[];
  /** Its index in the form's fields (`pictures.{index}.…`). */
  index: string;
  position: string;
  url: string;
  preview: string | null;
  form: Form;
}

/** A file input of the listing's form, its label and error beside it; the rest says what it takes and what the upload script reads. */
function FileField({ id, label, error, ...input }: { id: string; label: string; error?: string | undefined } & ComponentProps<'input'>) {
  return (
    <Field id={id} label={label} error={error}>
      {(described) => <input type="file" id={id} {...input} {...described} />}
    </Field>
  );
}

/** One picture of the list: its place, its alt texts, remove; the move buttons the script shows. */
function Picture({ locale, languages, index, position, url, preview, form }: PictureProps) {
  const id = (name: string) => fieldId(`pictures.${index}.${name}`);
  return (
    <li className="group estate-picture" data-picture={index} aria-labelledby={id('title')}>
      <input type="hidden" name={`pictures.${index}.url`} value={url} />
      <p id={id('title')}>
        <strong data-picture-title>{t(locale, 'estates.f.picture', { n: position })}</strong>
      </p>
      {preview && <img src={preview} alt="" width={160} loading="lazy" data-picture-preview />}
      <Field id={id('order')} label={t(locale, 'estates.f.order')}>
        {(described) => (
          <input
            type="text"
            inputMode="numeric"
            className="estate-picture__order"
            id={id('order')}
            name={`pictures.${index}.order`}
            defaultValue={position}
            size={4}
            {...described}
          />
        )}
      </Field>
      {languages.map((lang) => (
        <Field key={lang} id={id(`alt.${lang}`)} label={t(locale, 'estates.f.alt', { language: languageName(locale, lang) })}>
          {(described) => (
            <input
              type="text"
              id={id(`alt.${lang}`)}
              name={`pictures.${index}.alt.${lang}`}
              lang={lang}
              defaultValue={form[`pictures.${index}.alt.${lang}`] ?? ''}
              {...described}
            />
          )}
        </Field>
      ))}
      <div className="field">
        <input type="checkbox" id={id('remove')} name={`pictures.${index}.remove`} value="1" defaultChecked={form[`pictures.${index}.remove`] === '1'} />{' '}
        <label htmlFor={id('remove')}>{t(locale, 'estates.f.remove')}</label>
      </div>
      <p data-picture-moves hidden>
        <button type="button" data-move="-1" aria-describedby={id('title')}>
          {t(locale, 'estates.moveUp')}
        </button>{' '}
        <button type="button" data-move="1" aria-describedby={id('title')}>
          {t(locale, 'estates.moveDown')}
        </button>
      </p>
    </li>
  );
}

/** What the listing's pictures and documents are shown from: the form as typed, and a refusal of the upload. */
interface MediaProps {
  locale: Locale;
  siteId: number;
  languages: readonly Locale[];
  form: Form;
  error: string | undefined;
}

/** The listing's pictures: the list in the gallery's order, the new ones' file input, the script's words and template. */
export function EstatePictures({ locale, siteId, languages, form, error }: MediaProps) {
  const max = String(MEDIA_MAX_BYTES / 1024 / 1024);
  const indexes = pictureIndexes(form);
  const shared = { locale, languages, form };
  return (
    <>
      <p className="hint">{t(locale, 'estates.picturesHint', { max: String(MAX_PICTURES) })}</p>
      <p className="hint" data-picture-hint hidden>
        {t(locale, 'estates.reorderHint')}
      </p>
      <ol
        className="estate-pictures"
        data-estate-pictures
        data-moved={t(locale, 'estates.moved', { n: '{n}', total: '{total}' })}
        data-title={t(locale, 'estates.f.picture', { n: '{n}' })}
      >
        {indexes.map((index, order) => (
          <Picture
            key={index}
            {...shared}
            index={String(index)}
            position={String(order + 1)}
            url={form[`pictures.${index}.url`]!}
            preview={previewOf(locale, siteId, form[`pictures.${index}.url`])}
          />
        ))}
      </ol>
      <p className="visually-hidden" role="status" data-picture-status />
      <FileField
        id={fieldId('picture.new')}
        label={t(locale, 'estates.f.newPictures')}
        error={error}
        name="picture.new[]"
        multiple
        accept="image/png,image/jpeg,image/webp"
        data-upload={`/${locale}/sites/${siteId}${ESTATE_MEDIA_PATH}`}
        data-picture-max={String(MEDIA_MAX_BYTES)}
        data-picture-limit={String(MAX_PICTURES)}
        data-too-many={t(locale, 'estates.tooManyPictures', { max: String(MAX_PICTURES) })}
        data-too-big={t(locale, 'estates.pictureTooBig', { name: '{name}', max })}
        data-not-image={t(locale, 'estates.pictureNotImage', { name: '{name}' })}
        data-sending={t(locale, 'estates.sending', { name: '{name}' })}
        data-sent={t(locale, 'estates.sent', { name: '{name}' })}
        data-failed={t(locale, 'estates.uploadFailed')}
      />
      <ul className="estate-uploads" data-picture-progress />
      <template data-picture-template>
        <Picture {...shared} form={{}} index="__i__" position="__n__" url="__url__" preview={null} />
      </template>
      <script type="module" src={LISTING_MEDIA_SCRIPT_PATH} async />
    </>
  );
}

/** The listing's documents (a PDF, a plan as a picture): each with its type and title per language, removable; one new a save. */
export function EstateDocuments({ locale, siteId, languages, form, error }: MediaProps) {
  const typeChoice = (id: string, name: string, value: string | undefined) => (
    <ChoiceSelect
      id={id}
      name={name}
      label={t(locale, 'estates.f.documentType')}
      value={value ?? DOCUMENT_TYPES[0]}
      choices={choicesOf(DOCUMENT_TYPES, (type) => t(locale, `estates.docType.${type}`))}
    />
  );
  const titles = (prefix: string) =>
    languages.map((lang) => (
      <Field key={lang} id={fieldId(`${prefix}.${lang}`)} label={t(locale, 'estates.f.documentTitle', { language: languageName(locale, lang) })}>
        {(described) => (
          <input
            type="text"
            id={fieldId(`${prefix}.${lang}`)}
            name={`${prefix}.${lang}`}
            lang={lang}
            defaultValue={form[`${prefix}.${lang}`] ?? ''}
            {...described}
          />
        )}
      </Field>
    ));
  return (
    <>
      <p className="hint">{t(locale, 'estates.documentsHint', { max: String(DOCUMENT_MAX_BYTES / 1024 / 1024) })}</p>
      {documentIndexes(form).map((index, order) => {
        const link = documentLinkOf(locale, siteId, form[`documents.${index}.url`]);
        return (
          <div key={index} className="group">
            <input type="hidden" name={`documents.${index}.url`} value={form[`documents.${index}.url`]} />
            <p>
              <strong>{t(locale, 'estates.f.document', { n: String(order + 1) })}</strong>
              {link && (
                <>
                  {' '}
                  <a href={link} download>
                    {t(locale, 'estates.documentDownload', { n: String(order + 1) })}
                  </a>
                </>
              )}
            </p>
            {typeChoice(fieldId(`documents.${index}.type`), `documents.${index}.type`, form[`documents.${index}.type`])}
            {titles(`documents.${index}.title`)}
            <div className="field">
              <input type="checkbox" id={fieldId(`documents.${index}.remove`)} name={`documents.${index}.remove`} value="1" />{' '}
              <label htmlFor={fieldId(`documents.${index}.remove`)}>{t(locale, 'estates.f.removeDocument')}</label>
            </div>
          </div>
        );
      })}
      <FileField
        id={fieldId('document.new')}
        label={t(locale, 'estates.f.newDocument')}
        error={error}
        name="document.new"
        accept="application/pdf,image/png,image/jpeg,image/webp"
        data-max-bytes={String(DOCUMENT_MAX_BYTES)}
        data-too-big={t(locale, 'estates.documentError.tooBig', { max: String(DOCUMENT_MAX_BYTES / 1024 / 1024) })}
      />
      {typeChoice(fieldId('document.new.type'), 'document.new.type', form['document.new.type'])}
      {titles('document.new.title')}
    </>
  );
}
