/** A chip as the box shows it: what was understood, and the listing without it. */
export interface PlainSearchChip {
  label: string;
  href: string;
  /** The words searched in the texts ("also searching for: …"). */
  text?: true;
  /** What could not be applied ("Within 10 km of Liège: not available here"): said, not a link. */
  note?: true;
}

export interface PlainSearchWords {
  label: string;
  placeholder: string;
  submit: string;
  understood: string;
  /** "Remove: {{label}}": each chip's accessible name. */
  remove: string;
  alsoSearching: string;
  failed: string;
}

export interface PlainSearchProps {
  /** The listing page the form is sent to (GET, q). */
  action: string;
  /** The page's language, for /{lang}/ajax/parse-search. */
  lang: string;
  q: string;
  chips: PlainSearchChip[];
  words: PlainSearchWords;
}

/** The accessible name of a chip's remove control. */
export const removeName = (words: PlainSearchWords, label: string): string => words.remove.replace('{{label}}', label);

/** The chips: what was understood, then the words searched in the texts; each a link to the listing without it. */
export function PlainSearchChips({ chips, words }: { chips: PlainSearchChip[]; words: PlainSearchWords }) {
  const understood = chips.filter((chip) => !chip.text);
  const text = chips.filter((chip) => chip.text);
  const list = (items: PlainSearchChip[]) => (
    <ul className="plain-search__list">
      {items.map((chip) => (
        <li key={chip.note ? chip.label : chip.href}>
          {chip.note ? (
            <span className="plain-search__chip plain-search__chip--note">{chip.label}</span>
          ) : (
            <a className="plain-search__chip" href={chip.href} aria-label={removeName(words, chip.label)}>
              {chip.label} <span aria-hidden="true">×</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {understood.length > 0 ? (
        <>
          <p className="plain-search__note">{words.understood}</p>
          {list(understood)}
        </>
      ) : null}
      {text.length > 0 ? (
        <>
          <p className="plain-search__note">{words.alsoSearching}</p>
          {list(text)}
        </>
      ) : null}
    </>
  );
}

/**
 * Search in plain words: one labelled field. Without JavaScript a GET form to the listing page
 * with `q`, which the page reads and applies; plain-search.enhance.ts asks parse-search what
 * was understood, shows it as chips and goes to the listing with that filter.
 */
export default function PlainSearch({ action, q, chips, words }: PlainSearchProps) {
  return (
    <form className="plain-search" method="get" action={action} role="search">
      <label className="plain-search__label" htmlFor="plain-search-q">
        {words.label}
      </label>
      <div className="plain-search__row">
        <input
          id="plain-search-q"
          className="plain-search__input"
          name="q"
          type="search"
          defaultValue={q}
          placeholder={words.placeholder}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button">
          {words.submit}
        </button>
      </div>
      <div className="plain-search__chips" aria-live="polite">
        <PlainSearchChips chips={chips} words={words} />
      </div>
    </form>
  );
}
