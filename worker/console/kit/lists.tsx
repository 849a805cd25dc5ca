import type { ReactNode } from 'react';

/**
 * A list of a screen (leads, links, versions) under its heading when it has one (`heading`, with
 * `id` where a region or table is named by it): while it is empty, a paragraph says `none`;
 * else `children` shows it.
 */
export function EmptyOr<T>({
  heading,
  id,
  items,
  none,
  children,
}: {
  heading?: string;
  id?: string;
  items: readonly T[] | null | undefined;
  none: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  return (
    <>
      {heading !== undefined && <h2 id={id}>{heading}</h2>}
      {items?.length ? children(items) : <p>{none}</p>}
    </>
  );
}
