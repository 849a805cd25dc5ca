import type { CallToActionKind } from '../domain/calls-to-action';

export interface CtaContent {
  title: string;
  text: string;
  button: string;
  href: string;
}

export type CtaContents = Record<CallToActionKind, CtaContent>;

/** A call to action between the property cards (SPEC §2), same markup on server and client. */
export function ListingCta({ kind, content }: { kind: CallToActionKind; content: CtaContent }) {
  return (
    <aside className={`listing-cta listing-cta--${kind}`} aria-label={content.title}>
      <p className="listing-cta__title">{content.title}</p>
      <p>{content.text}</p>
      <a className="button button--light" href={content.href}>
        {content.button}
      </a>
    </aside>
  );
}
