/** Where the photo goes on a phone: the media query of client/styles/detail-phone.css. */
export const PHONE_FIRST_QUERY = '(max-width: 767px)';

export interface DetailOrderProps {
  /** The CSS selector of the page's header, the element the photo comes before on a phone. */
  header: string;
}

/**
 * A detail page's photo comes first on a phone (detail-phone.css shows it there): this marker,
 * rendered right after the gallery, renders nothing; detail-order.enhance.ts moves the gallery
 * in the document too, so what is read and tabbed through follows what is seen.
 */
export default function DetailOrder(_props: DetailOrderProps) {
  return null;
}
