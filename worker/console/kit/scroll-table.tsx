import type { ReactNode } from 'react';

interface TableProps {
  /** The id of what names the table: its caption's (with `caption`), or a heading's of the screen. */
  labelledBy?: string | undefined;
  className?: string;
  caption?: ReactNode;
  /** The column heads in order; those `numeric` says right-aligned as numbers; `blankHeads` empty heads after them (a column of actions). */
  head: readonly string[];
  numeric?: (index: number) => boolean;
  blankHeads?: number;
  children: ReactNode;
}

/** A table with its column heads, named by its caption or by a heading; the tables whose rows become cards on a narrow screen are one. */
export function Table({ labelledBy, className, caption, head, numeric, blankHeads = 0, children }: TableProps) {
  return (
    <table className={className} aria-labelledby={caption === undefined ? labelledBy : undefined}>
      {caption === undefined ? null : <caption id={labelledBy}>{caption}</caption>}
      <thead>
        <tr>
          {head.map((cell, index) => (
            <th key={cell} scope="col" className={numeric?.(index) ? 'number' : undefined}>
              {cell}
            </th>
          ))}
          {Array.from({ length: blankHeads }, (_, index) => (
            <td key={`blank-${index}`} />
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * A table in its own scrolling region (narrow screens), named for screen readers as the table
 * is (its caption, which gets the id `labelledBy`, or a heading of the screen with that id).
 * Statistics, leads, the sync days, seller links, portal enquiries, passkeys and a domain's
 * records are each one.
 */
export function ScrollTable(props: TableProps & { labelledBy: string }) {
  return (
    <div className="scroll" role="region" aria-labelledby={props.labelledBy} tabIndex={0}>
      <Table {...props} />
    </div>
  );
}
