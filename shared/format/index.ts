export { formatDate, formatYear } from './date';
export * from './measures';
export { formatNumber, isUnset, toNumber } from './number';
