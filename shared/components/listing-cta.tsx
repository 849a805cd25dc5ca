import type { CallToActionKind } from '../domain/calls-to-action';

export interface CtaContent {
  title: string;
  text: string;
  button: string;
  href: string;
}

export type CtaContents = Record<CallToActionKind, CtaContent>;

/**
 * A call to action between the property cards, same markup on server and client: a
 * landmark named by its title, once per kind; `repeated` (the same kind further down a list that
 * scrolled on) looks the same without being a landmark again, as two landmarks of one name
 * would be (axe landmark-unique).
 */
export function ListingCta({ kind, content, repeated = false }: { kind: CallToActionKind; content: CtaContent; repeated?: boolean }) {
  const Tag = repeated ? 'div' : 'aside';
  return (
    <Tag className={`listing-cta listing-cta--${kind}`} aria-label={repeated ? undefined : content.title}>
      <p className="listing-cta__title">{content.title}</p>
      <p>{content.text}</p>
      <a className="button button--light" href={content.href}>
        {content.button}
      </a>
    </Tag>
  );
}
