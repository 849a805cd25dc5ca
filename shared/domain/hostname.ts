const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A DNS name as a Host header carries it: lower-case labels, no scheme, port, path or final dot. */
export function isHostname(value: string): boolean {
  return value.length > 0 && value.length <= 253 && value.split('.').every((label) => LABEL.test(label));
}
