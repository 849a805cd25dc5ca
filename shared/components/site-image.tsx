import { localizedValue } from '../i18n';
import type { Image } from '../types/content';
import { usePage } from './page-context';

/**
 * A picture an agency gave a page or a section: its alt text in the visitor's language, its
 * size as stored (else `size`, what the layout expects), kept from shifting the page as it
 * loads; `hero`, the page's first picture, asked first; any other loads as it comes in view.
 */
export function SiteImage({ image, className, size, hero = false }: { image: Image; className: string; size: readonly [number, number]; hero?: boolean }) {
  const { locale } = usePage();
  const loading = hero ? ({ fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
  const [width, height] = [image.width ?? size[0], image.height ?? size[1]];
  return <img className={className} src={image.url} alt={localizedValue(image.alt, locale)} width={width} height={height} {...loading} />;
}
