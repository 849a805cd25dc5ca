import { brusselsTime } from '../../../shared/format/brussels-time';
import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleRefusal } from '../../../shared/contract/console-crm';
import type { CopyProblem, CrmReason, CrmReasonWords } from '../../../shared/contract/console-crm-reasons';
import { t } from '../kit/i18n';
import { typeName } from '../kit/names';
import { formatCount } from '../kit/numbers';
import { heldValueText } from './crm-held';
import { listingReasonText } from './listing-reasons';

/*
 * Why a CRM's sync refused a listing or took it with a change, worded in the reader's language
 * (`crm.reason.*`): the platform sends each reason as a key with values
 * (shared/contract/console-crm-reasons.ts), its counts in the reader's notation here; the
 * listings layer's reasons, any source's, are worded in listing-reasons.ts. A line
 * logged before reasons had keys has only the platform's sentence, shown as it is.
 */

const MEGABYTE = 1024 * 1024;

/** Why a file was not copied. */
function copyWords(locale: Locale, copy: CopyProblem): string {
  if (copy.problem === 'expired') return t(locale, 'crm.reason.copy.expired', { date: brusselsTime(copy.at) });
  if (copy.problem === 'status') return t(locale, 'crm.reason.copy.status', { status: String(copy.status) });
  if (copy.problem === 'type') return t(locale, 'crm.reason.copy.type', { type: copy.type ?? t(locale, 'crm.reason.copy.noType') });
  if (copy.problem === 'tooLarge') return t(locale, 'crm.reason.copy.tooLarge', { size: `${formatCount(locale, copy.bytes / MEGABYTE)}\u00a0MB` });
  return t(locale, `crm.reason.copy.${copy.problem}`);
}

/** A reason in words. */
function reasonWords(locale: Locale, reason: CrmReason): string {
  switch (reason.key) {
    case 'unknownCode': {
      const field = t(locale, `crm.reason.field.${reason.field}`);
      return reason.code === null ? t(locale, 'crm.reason.noCode', { field }) : t(locale, 'crm.reason.unknownCode', { field, code: reason.code });
    }
    case 'unknownSubcategory': {
      const type = reason.subtype ? t(locale, `estates.subtype.${reason.subtype}`) : typeName(locale, reason.type);
      return t(locale, 'crm.reason.unknownSubcategory', { code: reason.code, type });
    }
    case 'notBelgium':
      return t(locale, 'crm.reason.notBelgium', { country: reason.country });
    case 'unreadable':
    case 'coordinateUnreadable':
      return reason.sent === null ? t(locale, `crm.reason.${reason.key}`) : t(locale, `crm.reason.${reason.key}Sent`, { sent: reason.sent });
    case 'missingGoal':
    case 'coordinateMissing':
      return t(locale, `crm.reason.${reason.key}`);
    case 'missingType':
      return reason.names === null ? t(locale, 'crm.reason.missingType') : t(locale, 'crm.reason.missingTypeNames', { names: reason.names });
    case 'fileNotCopied':
      return t(locale, reason.picture ? 'crm.reason.picture' : 'crm.reason.file', { file: reason.file, problem: copyWords(locale, reason.copy) });
    case 'urlRefused':
      return reason.status === null
        ? t(locale, 'crm.reason.urlRefused', { url: reason.url })
        : t(locale, 'crm.reason.urlRefusedStatus', { url: reason.url, status: String(reason.status) });
    case 'listEntry': {
      const position = formatCount(locale, reason.position);
      return reason.sent === null ? t(locale, 'crm.reason.listEntry', { position }) : t(locale, 'crm.reason.listEntrySent', { position, sent: reason.sent });
    }
    default:
      // The shared listings layer's, whatever the source.
      return listingReasonText(locale, reason);
  }
}

/**
 * A reason with what became of the rest, in words.
 * @example crmReasonText('nl', { reason: { key: 'notBelgium', country: '3' } }) // 'land 3 is niet België'
 */
export function crmReasonText(locale: Locale, words: CrmReasonWords): string {
  const reason = reasonWords(locale, words.reason);
  return words.then ? t(locale, 'crm.reason.then', { reason, then: t(locale, `crm.reason.${words.then}`) }) : reason;
}

/** Why a line of the sync log: a held value's numbers, a reason's key and values, else the platform's sentence as logged. */
export function refusalText(locale: Locale, refusal: ConsoleRefusal): string {
  if (refusal.value && refusal.externalId) return heldValueText(locale, { ...refusal.value, externalId: refusal.externalId, path: refusal.path });
  return refusal.words ? crmReasonText(locale, refusal.words) : refusal.reason;
}
