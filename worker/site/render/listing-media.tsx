import { usePage } from '../../../shared/components/page-context';
import type { ImageSource } from '../../../shared/domain/images';
import { mediaEmbed } from '../../../shared/domain/media-embed';
import type { Estate } from '../../../shared/types/estate';
import { MediaPlayerIsland } from './islands';

/** type.id of a virtual tour among an estate's videos (RawVideo). */
const VIRTUAL_TOUR = 2;
const HOSTS = { youtube: 'YouTube', vimeo: 'Vimeo', matterport: 'Matterport' } as const;

/**
 * A listing's videos and virtual tours. A link to YouTube, Vimeo or Matterport is a
 * poster with a play button (the media-player island: no request to the host before the click);
 * under it, and for any other host, a plain link that opens the video at its host. Renders
 * nothing without a video.
 */
export function ListingMedia({ videos, title, poster }: { videos: Estate['videos']; title: string; poster: ImageSource | null }) {
  const { t } = usePage();
  // A link that is no player is shown only over https, as before the players.
  const shown = videos.map((video) => ({ ...video, embed: mediaEmbed(video.link) })).filter((video) => video.embed || /^https:\/\//.test(video.link));
  if (shown.length === 0) return null;
  return (
    <section className="estate-detail__media" aria-labelledby="media-title">
      <h2 id="media-title">{t('detail.media')}</h2>
      <ul>
        {shown.map((video) => {
          const kind = video.typeId === VIRTUAL_TOUR ? 'virtualTour' : 'video';
          const { embed } = video;
          return (
            <li key={video.link} data-media={embed?.host ?? 'link'}>
              {embed ? <MediaPlayerIsland src={embed.src} title={`${t(`detail.${kind}`)}: ${title}`} play={t(`detail.${kind}Play`)} poster={poster} /> : null}
              <a className={embed ? 'media-player__link' : 'button button--ghost'} href={video.link} rel="noopener noreferrer" target="_blank">
                {embed ? t('detail.mediaOpen', { host: HOSTS[embed.host] }) : t(`detail.${kind}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
