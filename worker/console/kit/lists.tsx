import type { ReactNode } from 'react';

/** A list of a screen (leads, links, versions): while it is empty, a paragraph says `none`; else `children` shows it. */
export function EmptyOr<T>({ items, none, children }: { items: readonly T[] | null | undefined; none: string; children: (items: readonly T[]) => ReactNode }) {
  return items?.length ? children(items) : <p>{none}</p>;
}
