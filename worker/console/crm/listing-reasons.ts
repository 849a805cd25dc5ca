import type { Locale } from '../../../shared/i18n/locales';
import type { FieldProblem, ListingReason, VersionWords } from '../../../shared/contract/console-listing-reasons';
import { t } from '../kit/i18n';
import { typeName } from '../kit/names';
import { formatCount } from '../kit/numbers';

/*
 * Why the shared listings layer refused a listing or took it with a change, worded in the
 * reader's language (`crm.reason.*`, beside a CRM's own reasons: crm-reasons.ts): a field the
 * listing's schema refuses, a write older than the version stored, a listing of another site or
 * another connection's, and the others of shared/contract/console-listing-reasons.ts.
 */

/** A list of values as the reader says it: `a, b or c`. */
function oneOf(locale: Locale, values: readonly string[]): string {
  if (values.length < 2) return values.join('');
  return t(locale, 'crm.reason.invalid.oneOf', { values: values.slice(0, -1).join(', '), last: values.at(-1)! });
}

/** What a field's value fails of the schema. */
function problemWords(locale: Locale, field: FieldProblem): string {
  switch (field.problem) {
    case 'type':
      return t(locale, `crm.reason.invalid.type.${field.expected}`);
    case 'tooSmall':
    case 'tooBig': {
      const exclusive = field.measure === 'number' && !field.inclusive ? 'Exclusive' : '';
      return t(locale, `crm.reason.invalid.${field.problem}.${field.measure}${exclusive}`, { limit: formatCount(locale, field.limit) });
    }
    case 'format':
      return t(locale, `crm.reason.invalid.format.${field.format}`);
    case 'value':
      return t(locale, 'crm.reason.invalid.value');
    case 'keys':
      return t(locale, 'crm.reason.invalid.keys', { keys: field.keys.join(', ') });
    case 'twice':
      return t(locale, 'crm.reason.invalid.twice', { value: field.value });
    default:
      return t(locale, `crm.reason.invalid.${field.problem}`);
  }
}

/** A field the schema refuses, with the value sent when short and the values expected when listed. */
function invalidWords(locale: Locale, field: FieldProblem, sent: string | null): string {
  const problem = problemWords(locale, field);
  const withSent = sent === null ? problem : t(locale, 'crm.reason.invalid.sent', { problem, sent });
  return field.problem === 'value' && field.values
    ? t(locale, 'crm.reason.invalid.expected', { problem: withSent, values: oneOf(locale, field.values) })
    : withSent;
}

/** A version in words: its time of change as stored, its number, or both. */
const versionWords = (locale: Locale, { updatedAt, version }: VersionWords) =>
  [
    ...(updatedAt === null ? [] : [t(locale, 'crm.reason.version.updatedAt', { time: updatedAt })]),
    ...(version === null ? [] : [t(locale, 'crm.reason.version.number', { version: String(version) })]),
  ].join(', ');

/** A write or removal older than the version the site has. */
function staleWords(locale: Locale, reason: Extract<ListingReason, { key: 'stale' }>): string {
  const what = t(locale, reason.removal ? 'crm.reason.stale.removal' : 'crm.reason.stale.write');
  const given = versionWords(locale, reason.given);
  if (!reason.stored) return t(locale, 'crm.reason.stale.lineMeanwhile', { what, given });
  return t(locale, 'crm.reason.stale.line', { what, given, stored: versionWords(locale, reason.stored) });
}

/**
 * A reason of the listings layer in words.
 * @example listingReasonText('nl', { key: 'sentTwice' }) // 'twee keer verstuurd in deze reeks'
 */
export function listingReasonText(locale: Locale, reason: ListingReason): string {
  switch (reason.key) {
    case 'invalidField':
      return invalidWords(locale, reason.problem, reason.sent);
    case 'stale':
      return staleWords(locale, reason);
    case 'madeOwn':
      return t(locale, 'crm.reason.madeOwn', { listing: String(reason.listing) });
    case 'otherSite':
      return t(locale, 'crm.reason.otherSite', { estate: String(reason.estate) });
    case 'otherSiteFile':
      return t(locale, reason.picture ? 'crm.reason.otherSitePicture' : 'crm.reason.otherSiteDocument');
    case 'unknownPostalCode':
      return t(locale, 'crm.reason.unknownPostalCode', { code: reason.code });
    case 'sharedPostalCode':
      return t(locale, 'crm.reason.sharedPostalCode', { code: reason.code, places: reason.places });
    case 'unitSource':
      return t(locale, 'crm.reason.unitSource', { source: reason.source });
    case 'unitTwice':
      return t(locale, 'crm.reason.unitTwice', { id: reason.id });
    case 'otherSubtype': {
      const [subtype, shown] = [reason.subtype, reason.shown].map((code) => t(locale, `estates.subtype.${code}`));
      return t(locale, 'crm.reason.otherSubtype', { subtype: subtype!, type: typeName(locale, reason.type), shown: shown! });
    }
    case 'otherRegionZone':
      return t(locale, 'crm.reason.otherRegionZone', { zone: reason.zone, region: t(locale, `crm.reason.region.${reason.region}`) });
    case 'notWritten':
      return t(locale, 'crm.reason.notWritten', { error: reason.error });
    case 'overwritten':
      return t(locale, 'crm.reason.overwritten', { before: String(reason.before), connection: String(reason.connection), source: reason.source });
    case 'sentTwice':
      return t(locale, 'crm.reason.sentTwice');
    case 'acceptedHeld':
      return t(locale, 'crm.reason.acceptedHeld', { by: reason.by });
  }
}
