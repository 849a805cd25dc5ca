import type { ReactNode } from 'react';
import type { Locale } from '../../../shared/i18n/locales';
import { t } from './i18n';
import { EmptyOr } from './lists';

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

/**
 * A site's list as a scrolling table of its rows, or its sentence when empty: its words under
 * `words` (`{words}.none`, `{words}.caption` naming the site, `{words}.columns.{column}` heading
 * each column and labelling its cells on a narrow screen); `id`, the caption's.
 */
export function ListTable<T>(props: {
  locale: Locale;
  words: string;
  site: { name: string };
  id: string;
  className: string;
  items: readonly T[] | null | undefined;
  columns: readonly string[];
  rows: (items: readonly T[]) => ReactNode;
}) {
  const { locale, words, site, id, className, items, columns, rows } = props;
  const head = columns.map((column) => t(locale, `${words}.columns.${column}`));
  return (
    <EmptyOr items={items} none={t(locale, `${words}.none`)}>
      {(list) => (
        <ScrollTable labelledBy={id} className={className} caption={t(locale, `${words}.caption`, { site: site.name })} head={head}>
          {rows(list)}
        </ScrollTable>
      )}
    </EmptyOr>
  );
}
