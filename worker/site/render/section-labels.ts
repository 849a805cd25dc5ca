import { countTextOf } from '../../../shared/i18n';
import type { CtaContents } from '../../../shared/components/listing-cta';
import type { CompareWords } from '../../../shared/components/compare-toggle';
import { buildPath } from '../../../shared/routes';
import type { Translate } from '../../../shared/i18n';
import type { Locale } from '../../../shared/i18n/locales';
import { STATUS_CODES } from '../../../shared/contract/enums';

/** The calls to action of a listing, with their links in this language. */
export function listingCtas(t: Translate, locale: Locale, links: { valuation: string; reviews: string; subscribe: string }): CtaContents {
  const cta = (kind: 'subscribe' | 'valuation' | 'reviews') => ({
    title: t(`cta.${kind}Title`),
    text: t(`cta.${kind}Text`),
    button: t(`cta.${kind}Button`),
    href: links[kind],
  });
  return { subscribe: cta('subscribe'), valuation: cta('valuation'), reviews: cta('reviews') };
}

/** The contact form's labels in the page's language (CMS sections and estate pages). */
export function contactFormLabels(t: Translate) {
  return {
    firstName: t('contact.firstName'),
    lastName: t('contact.lastName'),
    email: t('contact.email'),
    phone: t('contact.phone'),
    subject: t('contact.subject'),
    message: t('contact.message'),
    privacy: t('contact.privacy'),
    privacyLink: t('contact.privacyLink'),
    newsletter: t('contact.newsletter'),
    send: t('contact.send'),
    sending: t('contact.sending'),
    required: t('contact.consentRequired'),
    success: t('contact.success'),
    error: t('contact.error'),
  };
}

/** The numeric input's stepper names and message (client/components/numeric-input.tsx). */
export function numericLabels(t: Translate) {
  return { increase: t('numeric.increase'), decrease: t('numeric.decrease'), tooLong: t('numeric.tooLong') };
}

/** Labels the list island shows, in the page's language. */
export function listLabels(t: Translate, locale: Locale) {
  return {
    count: countTextOf(locale, 'listing.count'),
    empty: t('listing.empty'),
    next: t('listing.next'),
    loading: t('listing.loading'),
    noPhoto: t('card.noPhoto'),
    favoriteAdd: t('favorites.add'),
    favoriteRemove: t('favorites.remove'),
    compare: compareWords(t, locale),
    view: t('listing.view'),
    list: t('listing.list'),
    map: t('listing.map'),
    mapLabel: t('listing.mapLabel'),
    mapNoTiles: t('listing.mapNoTiles'),
    noMarkers: t('listing.noMarkers'),
    details: t('listing.details'),
    loadFailed: t('listing.loadFailed'),
    loadMoreFailed: t('listing.loadMoreFailed'),
    tryAgain: t('listing.tryAgain'),
    statuses: Object.fromEntries(STATUS_CODES.map((code) => [code, t(['enum', 'Status', code])])),
    area: {
      searchArea: t('listing.searchArea'),
      drawArea: t('listing.drawArea'),
      addCorner: t('listing.addCorner'),
      finishArea: t('listing.finishArea'),
      cancelDrawing: t('listing.cancelDrawing'),
      clearArea: t('listing.clearArea'),
      drawHint: t('listing.drawHint'),
      drawCount: countTextOf(locale, 'listing.drawCount'),
      areaActive: t('listing.areaActive'),
    },
  };
}

/** The words every list kept in the browser shows (favorites, recently viewed, compare): its cards' favorite toggle, its loading. */
export function keptListLabels(t: Translate) {
  return {
    favoriteAdd: t('favorites.add'),
    favoriteRemove: t('favorites.remove'),
    loading: t('listing.loading'),
    loadFailed: t('listing.loadFailed'),
    tryAgain: t('listing.tryAgain'),
  };
}

/**
 * The compare toggle's words: its text, and the compare bar's link, count and
 * message as JSON (client/lists/compare-toggle.ts reads it from the first toggle on the page).
 */
export function compareWords(t: Translate, locale: Locale): CompareWords {
  return {
    label: t('compare.toggle'),
    bar: JSON.stringify({
      href: buildPath('compare', {}, locale),
      open: countTextOf(locale, 'compare.open'),
      full: t('compare.full'),
      region: t('compare.title'),
    }),
  };
}
