import { useState } from 'react';

export interface AvmWidgetProps {
  /** The agency's external valuation widget (a site setting): an https address. */
  src: string;
  /** The frame's title once loaded. */
  title: string;
  /** The link's words, e.g. 'Open de online schatting'. */
  label: string;
}

// The frame takes the focus as it comes in, so a keyboard goes on inside it (one function for
// every render, so React calls it when the frame mounts only).
const focus = (frame: HTMLIFrameElement | null) => frame?.focus();

/**
 * An external valuation widget, click-to-load: a link to it, so without JavaScript it
 * opens at its host; pressed, the widget takes its place in a frame and the focus. Nothing is
 * asked of the widget's host before that (the site's CSP frame-src names its origin alone).
 */
export default function AvmWidget({ src, title, label }: AvmWidgetProps) {
  const [open, setOpen] = useState(false);
  return (
    <p className="avm-widget">
      {open ? (
        <iframe ref={focus} className="avm-widget__frame" src={src} title={title} />
      ) : (
        <a
          className="button"
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {label}
        </a>
      )}
    </p>
  );
}
