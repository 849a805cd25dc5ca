/** A text the platform holds per language: { nl, fr, en, de }; any may be missing or empty. */
export type RawLocalized = Partial<Record<'nl' | 'fr' | 'en' | 'de', string>>;

/** An image the platform serves: GET /assets/{id}?hash&version, exposed by the site as `url`. */
export interface RawImage {
  url: string;
  alt?: RawLocalized;
  width?: number;
  height?: number;
}
