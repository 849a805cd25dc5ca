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

/**
 * An item of an editor's list (a menu's link, an employee): its form folded under `summary`,
 * open only when it was just refused (a list of a dozen items stays one screen long), then its
 * buttons (`actions`: up, down, remove…).
 */
export function FoldedItem({ summary, open, actions, children }: { summary: string; open: boolean; actions: ReactNode; children: ReactNode }) {
  return (
    <>
      <details open={open}>
        <summary>{summary}</summary>
        {children}
      </details>
      <div className="actions">{actions}</div>
    </>
  );
}
