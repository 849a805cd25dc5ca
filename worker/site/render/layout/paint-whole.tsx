import type { ReactNode } from 'react';

/**
 * No first paint before this part of the page has come whole. A page whose HTML comes in pieces
 * (a phone's connection, a busy phone or server) is painted as far as it has been read, and what
 * comes next moved what was painted: the header's brand and menu alone on its row until the
 * favorites link and the languages came; a photo hero's title, held at the photo's foot, pushed
 * up when the search under it came. React puts the link in the head; it names the empty marker
 * that ends the part (Chromium unblocks at the start tag of the element named, the specification
 * once it is parsed: for an empty element both are the part's end). Browsers without
 * `rel=expect` paint as before.
 */
export function PaintWhole({ endId, children }: { endId: string; children: ReactNode }) {
  return (
    <>
      <link rel="expect" href={`#${endId}`} blocking="render" />
      {children}
      <span id={endId} hidden />
    </>
  );
}
