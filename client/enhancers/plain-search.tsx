import { Fragment } from 'react';
import { chipGroups } from '../plain-search/chip-groups';

/** A chip as the box shows it: what was understood, and the listing without it. */
export interface PlainSearchChip {
  label: string;
  href: string;
  /** The words required of the texts ("also searching for: …"). */
  text?: true;
  /** The words left over: the listings holding them come first ("first the listings that mention: …"). */
  prefer?: true;
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
  preferring: string;
  examples: string;
  failed: string;
}

/** What the box says of the answer beside its chips ("Niet gebruikt: warm"), and the links that act on it ("Alleen panden met ‘warm’"). */
export interface PlainSearchNotice {
  text: string;
  links: { label: string; href: string }[];
}

export interface PlainSearchProps {
  /** The listing page the form is sent to (GET, q). */
  action: string;
  /** The page's language, for /{lang}/ajax/parse-search. */
  lang: string;
  q: string;
  chips: PlainSearchChip[];
  words: PlainSearchWords;
  notices?: PlainSearchNotice[];
  /** Sentences that find listings on this site, each the listing it leads to (the home page's box). */
  examples?: { label: string; href: string }[];
}

/** The accessible name of a chip's remove control. */
export const removeName = (words: PlainSearchWords, label: string): string => words.remove.replace('{{label}}', label);

/** The chips: what was understood, then the words of the texts; each a link to the listing without it. */
export function PlainSearchChips({ chips, words }: { chips: PlainSearchChip[]; words: PlainSearchWords }) {
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
      {chipGroups(chips, words).map(([items, heading]) => (
        <Fragment key={heading}>
          <p className="plain-search__note">{heading}</p>
          {list(items)}
        </Fragment>
      ))}
    </>
  );
}

/** A notice and its links ("Niet gebruikt: warm. Alleen panden met ‘warm’"). */
function Notice({ notice }: { notice: PlainSearchNotice }) {
  return (
    <p className="plain-search__notice">
      {notice.text}
      {notice.links.map((link) => (
        <span key={link.href}>
          {' '}
          <a href={link.href}>{link.label}</a>
        </span>
      ))}
    </p>
  );
}

/**
 * Search in plain words: one labelled field. Without JavaScript a GET form to the listing page
 * with `q`, which the page reads and applies; plain-search.enhance.ts asks parse-search what
 * was understood, shows it as chips and goes to the listing with that filter.
 */
export default function PlainSearch({ action, q, chips, words, notices = [], examples = [] }: PlainSearchProps) {
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
        {notices.map((notice) => (
          <Notice key={notice.text} notice={notice} />
        ))}
      </div>
      {examples.length > 0 ? (
        <p className="plain-search__examples">
          {words.examples}
          {examples.map((example, at) => (
            <span key={example.href}>
              {at > 0 ? <span aria-hidden="true"> ·</span> : null} <a href={example.href}>{example.label}</a>
            </span>
          ))}
        </p>
      ) : null}
    </form>
  );
}
