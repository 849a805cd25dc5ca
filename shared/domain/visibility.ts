import { MAIN_TRANSACTION_IDS, type StatusCode } from '../contract/enums';

/**
 * Whether an estate or marker is hidden by the site's settings: its status id is in
 * hiddenStatus; an empty or missing list hides nothing.
 */
export function isHiddenStatus(status: StatusCode, hiddenStatus: readonly number[] | null | undefined): boolean {
  return Boolean(hiddenStatus?.length) && hiddenStatus!.includes(MAIN_TRANSACTION_IDS[status]);
}

/** The status ids a search may return, or null when the site hides none. */
export function visibleStatusIds(hiddenStatus: readonly number[] | null | undefined): number[] | null {
  if (!hiddenStatus?.length) return null;
  return Object.values(MAIN_TRANSACTION_IDS).filter((id) => !hiddenStatus.includes(id));
}
