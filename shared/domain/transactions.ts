import type { EstateSource } from '../types/estate';

/** Sold when 5 or 6 (main source) or 1, 6 or 7 (alternate source). */
export function isSold(transactionId: number, source: EstateSource): boolean {
  return source === 'alternate' ? [1, 6, 7].includes(transactionId) : [5, 6].includes(transactionId);
}

/** For rent when 2, 4, 6 or 8 (main) or 2, 4, 6, 8 or 10 (alternate). */
export function isForRent(transactionId: number, source: EstateSource): boolean {
  return source === 'alternate' ? [2, 4, 6, 8, 10].includes(transactionId) : [2, 4, 6, 8].includes(transactionId);
}
