import { usePage } from '../../../shared/components/page-context';

/** In place of a search's results while the platform cannot answer: says so, and offers the same address again. */
export function SearchUnavailable({ text, href }: { text: string; href: string }) {
  const { t } = usePage();
  return (
    <div className="page-message search-unavailable" role="status">
      <p>{text}</p>
      <p>
        <a className="button" href={href}>
          {t('unavailable.retry')}
        </a>
      </p>
    </div>
  );
}
