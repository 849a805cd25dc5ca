import type { ReactNode } from 'react';

/**
 * A table in its own scrolling region (narrow screens), named for screen readers by its caption
 * (`caption`: it gets the id `labelledBy`) or by a heading of the screen with that id; the
 * column heads in order, those from `numericFrom` on right-aligned as numbers, and `blankHeads`
 * empty heads after them (a column of actions). Statistics, leads, the sync days, seller links
 * and portal enquiries are each one.
 */
export function ScrollTable({
  labelledBy,
  className,
  caption,
  head,
  numericFrom,
  blankHeads = 0,
  children,
}: {
  labelledBy: string;
  className: string;
  caption?: ReactNode;
  head: readonly string[];
  numericFrom?: number;
  blankHeads?: number;
  children: ReactNode;
}) {
  return (
    <div className="scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={className}>
        {caption === undefined ? null : <caption id={labelledBy}>{caption}</caption>}
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={cell} scope="col" className={numericFrom !== undefined && index >= numericFrom ? 'number' : undefined}>
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
    </div>
  );
}
