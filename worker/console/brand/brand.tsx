import type { Locale } from '../../../shared/i18n/locales';
import { contrastRatio, formatRatio, MIN_TEXT_CONTRAST } from '../../../shared/domain/contrast';
import type { ConsoleSession } from '../../../shared/contract/console';
import { type ConsoleBrand, LOGO_MAX_BYTES } from '../../../shared/contract/console-brand';
import type { SiteTheme } from '../../../shared/types/site';
import { t } from '../kit/i18n';
import { SiteShell } from '../kit/render';
import { Field, FormAlert, Notice, PostButton } from '../kit/fields';
import { LOGO_BOX, logoBox } from '../../../shared/domain/logo-size';

export const THEME_KEYS = ['primary', 'primaryText', 'accent', 'background'] as const;

export interface BrandForm {
  theme: Record<keyof SiteTheme, string>;
  errors: Partial<Record<keyof SiteTheme | 'logo', string>>;
  alert?: string;
  /** What was just done: the page says so. */
  done?: 'theme' | 'logo' | 'removed';
}

/**
 * The widths the site's header allows a logo (shared/domain/logo-size.ts, client/styles/header.css
 * `.brand__logo`: 48 CSS pixels high at most, at its own proportions; app.css print: 10 mm
 * high). The footer shows no logo.
 */
const LOGO_WIDTHS = [
  { key: 'header', maxWidth: LOGO_BOX.maxWidth },
  { key: 'phone', maxWidth: LOGO_BOX.phoneMaxWidth },
] as const;

function ColourField({ locale, name, value, error }: { locale: Locale; name: keyof SiteTheme; value: string; error?: string | undefined }) {
  const id = `theme-${name}`;
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <Field id={id} label={t(locale, `brand.${name}`)} error={error} hint={t(locale, `brand.${name}Hint`)}>
      {(described) => (
        <span className="colour">
          <input
            type="color"
            id={`${id}-pick`}
            name={`${name}Pick`}
            defaultValue={valid ? value.toLowerCase() : '#000000'}
            aria-label={t(locale, 'brand.pick', { field: t(locale, `brand.${name}`) })}
          />
          <input id={id} name={name} type="text" defaultValue={value} pattern="#[0-9a-fA-F]{6}" maxLength={7} size={8} autoComplete="off" {...described} />
        </span>
      )}
    </Field>
  );
}

/** The theme colours and the logo of an agency (owners and editors), with a preview of both. */
export function BrandPage({ locale, session, brand, form }: { locale: Locale; session: ConsoleSession; brand: ConsoleBrand; form: BrandForm }) {
  const base = `/${locale}/sites/${brand.site.id}/brand`;
  const ratio = contrastRatio(form.theme.primaryText, form.theme.primary);
  // The preview shows the typed colours, unless they were refused for their contrast: then the saved ones.
  const shown = ratio !== null && ratio >= MIN_TEXT_CONTRAST ? form.theme : brand.theme;
  const query = new URLSearchParams(THEME_KEYS.map((key): [string, string] => [key, shown[key]])).toString();
  const { logo } = brand;
  const natural = logo?.stored && logo.width && logo.height ? { width: logo.width, height: logo.height } : null;
  // The header's logo in the preview, the size the site shows it at (not read aloud: the preview is a picture of the header).
  const previewLogo = natural ? logoBox(natural) : null;
  return (
    <SiteShell locale={locale} session={session} site={brand.site} title="brand.title" screen="brand">
      <link rel="stylesheet" href={`${base}/preview.css?${query}`} />
      {form.done && <Notice>{t(locale, `brand.done.${form.done}`)}</Notice>}
      {form.alert && <FormAlert>{form.alert}</FormAlert>}
      <h2 id="colours">{t(locale, 'brand.colours')}</h2>
      <form method="post" action={base} aria-labelledby="colours" noValidate>
        <input type="hidden" name="_csrf" value={session.csrf} />
        {THEME_KEYS.map((key) => (
          <ColourField key={key} locale={locale} name={key} value={form.theme[key]} error={form.errors[key]} />
        ))}
        <p className={ratio !== null && ratio < MIN_TEXT_CONTRAST ? 'contrast contrast--low' : 'contrast'} id="contrast">
          {ratio === null ? t(locale, 'brand.contrastUnknown') : t(locale, 'brand.contrast', { ratio: formatRatio(ratio), minimum: `${MIN_TEXT_CONTRAST}:1` })}
        </p>
        <div className="preview" aria-hidden="true">
          <div className="preview__bar">
            <span className="preview__brand">
              {previewLogo ? <img className="preview__logo" src={`${base}/logo`} alt="" width={previewLogo.width} height={previewLogo.height} /> : null}
              <span className="preview__name">{brand.site.name}</span>
            </span>
            <span className="preview__button">{t(locale, 'brand.sampleButton')}</span>
          </div>
          <span className="preview__accent">{t(locale, 'brand.sampleAccent')}</span>
        </div>
        <button type="submit">{t(locale, 'brand.saveColours')}</button>
      </form>

      <h2 id="logo">{t(locale, 'brand.logo')}</h2>
      {logo ? (
        logo.stored ? (
          <>
            <p>
              {t(locale, 'brand.logoFile', {
                width: String(logo.width ?? '?'),
                height: String(logo.height ?? '?'),
                kib: String(Math.ceil((logo.bytes ?? 0) / 1024)),
              })}
            </p>
            {natural && (
              <ul className="logo-sizes">
                {LOGO_WIDTHS.map(({ key, maxWidth }) => {
                  const size = logoBox(natural, maxWidth);
                  return (
                    <li key={key}>
                      <img
                        className="logo-sample"
                        src={`${base}/logo`}
                        alt={t(locale, 'brand.logoAlt', { site: brand.site.name })}
                        width={size.width}
                        height={size.height}
                      />
                      <span>
                        {t(locale, `brand.size.${key}`, {
                          width: String(size.width),
                          height: String(size.height),
                          maxWidth: String(maxWidth),
                          maxHeight: String(LOGO_BOX.height),
                        })}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
            <p className="hint">{t(locale, 'brand.sizeNote')}</p>
          </>
        ) : (
          <p>{t(locale, 'brand.logoElsewhere', { url: logo.url })}</p>
        )
      ) : (
        <p>{t(locale, 'brand.noLogo')}</p>
      )}
      <form method="post" action={`${base}/logo`} encType="multipart/form-data" aria-labelledby="logo">
        <input type="hidden" name="_csrf" value={session.csrf} />
        <Field id="logo-file" label={t(locale, 'brand.logoUpload')} error={form.errors.logo} hint={t(locale, 'brand.logoHint')}>
          {(described) => (
            <input
              id="logo-file"
              name="logo"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              data-max-bytes={LOGO_MAX_BYTES}
              data-too-big={t(locale, 'brand.errors.tooBig')}
              {...described}
            />
          )}
        </Field>
        <button type="submit">{t(locale, 'brand.upload')}</button>
      </form>
      {logo && <PostButton action={`${base}/logo/remove`} csrf={session.csrf} label={t(locale, 'brand.remove')} className="secondary" />}
    </SiteShell>
  );
}
