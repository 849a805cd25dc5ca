/** A value the platform uses for "not given": missing, not a number, or -1. */
export function isUnset(value: number | string | null | undefined): boolean {
  if (value === null || value === undefined || value === '') return true;
  const number = typeof value === 'number' ? value : Number(value);
  return !Number.isFinite(number) || number === -1;
}

/** Parses a number the platform may send as a string; unset values become `null`. */
export function toNumber(value: number | string | null | undefined): number | null {
  if (isUnset(value)) return null;
  return typeof value === 'number' ? value : Number(value);
}

/**
 * Belgian number notation: '.' between thousands, ',' before decimals, at most
 * `maxDecimals` decimals and no trailing zeros; '' for an unset value.
 * @example formatNumber(1234567.5) // '1.234.567,5'
 */
export function formatNumber(value: number | string | null | undefined, maxDecimals = 2): string {
  const number = toNumber(value);
  if (number === null) return '';
  const fixed = Math.abs(number).toFixed(maxDecimals);
  const [whole = '0', fraction = ''] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = fraction.replace(/0+$/, '');
  const sign = number < 0 && Number(fixed) !== 0 ? '-' : '';
  return sign + grouped + (decimals ? `,${decimals}` : '');
}
