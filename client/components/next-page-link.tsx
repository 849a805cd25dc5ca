export interface NextPageLinkProps {
  /** The next page's address (`?page=n`); null on the last page. */
  href: string | null;
  /** "Next page" in the page's language. */
  label: string;
}

/**
 * The plain link to a list's next page, for visitors without JavaScript (the listing, the
 * holiday search): the caller leaves it out once its island runs, when more cards load on scroll.
 * @example {enhanced ? null : <NextPageLink href={nextHref} label={labels.next} />}
 */
export function NextPageLink({ href, label }: NextPageLinkProps) {
  if (!href) return null;
  return (
    <p className="listing__more">
      <a className="button button--ghost" href={href} rel="next">
        {label}
      </a>
    </p>
  );
}
