import { sanitizeHtml } from '../html/sanitize';

/** Agency-provided HTML, sanitised on the server before it is written into the page. */
export function SafeHtml({ html, className, lang }: { html: string; className?: string; lang?: string | undefined }) {
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
