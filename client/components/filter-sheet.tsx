import { type ReactNode, useEffect, useRef, useState } from 'react';

export interface FilterSheetProps {
  /** Prefix of the sheet title's id. */
  idPrefix: string;
  title: string;
  /** How many filters are chosen, for the opener's 'Filters ({{number}})'. */
  chosen: number;
  /** The results the filters give now, for the sheet's 'Toon resultaten ({{number}})'. */
  total: number;
  labels: { openFilters: string; showResults: string };
  fields: ReactNode;
  reset: ReactNode;
  /** The class of the fields' row when they stand on the page. */
  rowClassName: string;
}

/**
 * A search form's fields: on a phone they fold behind a button into a sheet (a modal <dialog>:
 * focus stays in it, Escape closes it and gives focus back to the button); elsewhere, and until
 * the button is pressed, they stand in a row on the page. The estate filter bar's and the
 * holiday rentals' search.
 */
export function FilterSheet({ idPrefix, title, chosen, total, labels, fields, reset, rowClassName }: FilterSheetProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheet = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (sheetOpen && !sheet.current?.open) sheet.current?.showModal();
  }, [sheetOpen]);
  return (
    <>
      <button type="button" className="button filter-bar__open" aria-haspopup="dialog" ref={opener} onClick={() => setSheetOpen(true)}>
        {chosen ? labels.openFilters.replace('{{number}}', String(chosen)) : labels.openFilters.replace(/\s*\(\{\{number\}\}\)/, '')}
      </button>
      {sheetOpen ? (
        <dialog
          className="filter-bar__sheet"
          ref={sheet}
          aria-labelledby={`${idPrefix}-sheet-title`}
          onClose={() => {
            setSheetOpen(false);
            opener.current?.focus();
          }}
        >
          <h2 id={`${idPrefix}-sheet-title`}>{title}</h2>
          {fields}
          <button type="button" className="button filter-bar__show" onClick={() => sheet.current?.close()}>
            {labels.showResults.replace('{{number}}', String(total))}
          </button>
          {reset}
        </dialog>
      ) : (
        <div className={rowClassName}>{fields}</div>
      )}
    </>
  );
}
