import { localizedValue } from '../i18n';
import type { Image } from '../types/content';
import { heldImageSource, type ImagePlace } from '../domain/images';
import { usePage } from './page-context';

/**
 * A picture an agency gave a page or a section: its alt text in the visitor's language, its
 * size as stored (else the place's, what the layout expects), kept from shifting the page as it
 * loads; offered in the copies made of it when it was uploaded (shared/contract/sized-pictures.ts);
 * `hero`, the page's first picture, asked first; any other loads as it comes in view.
 */
export function SiteImage({ image, className, place, hero = false }: { image: Image; className: string; place: ImagePlace; hero?: boolean }) {
  const { locale, site } = usePage();
  const loading = hero ? ({ fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
  const source = heldImageSource(image.url, place, site.id);
  const [width, height] = [image.width ?? source.width, image.height ?? source.height];
  return (
    <img
      className={className}
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.sizes}
      alt={localizedValue(image.alt, locale)}
      width={width}
      height={height}
      {...loading}
    />
  );
}
