import { sanitizeHtml } from '../html/sanitize';

/** Agency-provided HTML, sanitised on the server before it is written into the page. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
