/**
 * Plain text as paragraphs: a blank line starts a new one; blank paragraphs are left out.
 * @example <Paragraphs className="prose" text={'Eerste alinea.\n\nTweede alinea.'} />
 */
export function Paragraphs({ text, className, lang }: { text: string; className: string; lang?: string | undefined }) {
  return (
    <div className={className} lang={lang}>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </div>
  );
}
