/**
 * Which player a listing's video or virtual-tour link can be shown in on our own page:
 * YouTube (played from youtube-nocookie.com), Vimeo (player.vimeo.com) and Matterport
 * (my.matterport.com), the three hosts the site's CSP allows as frames
 * (worker/site/middleware/security-headers.ts). Any other host, any scheme but http(s), a link with
 * a user name or a port, or an id of the wrong shape is no embed: the page links to it instead.
 * Pure, for the server render and its tests.
 */

export type EmbedHost = 'youtube' | 'vimeo' | 'matterport';

export interface MediaEmbed {
  host: EmbedHost;
  /** The video's or the space's id at its host. */
  id: string;
  /** The player's address: what the frame loads once the visitor asks for it (autoplay: the click was the ask). */
  src: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;
const MATTERPORT_ID = /^[A-Za-z0-9]{11}$/;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function youtube(url: URL): MediaEmbed | null {
  let id: string | null = null;
  if (url.hostname === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (YOUTUBE_HOSTS.has(url.hostname)) {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') id = second ?? null;
  } else return null;
  return id && YOUTUBE_ID.test(id) ? { host: 'youtube', id, src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` } : null;
}

function vimeo(url: URL): MediaEmbed | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  // player.vimeo.com/video/{id}?h={hash}; vimeo.com/{id} or vimeo.com/{id}/{hash} (an unlisted video).
  const [id, pathHash] = url.hostname === 'player.vimeo.com' ? (parts[0] === 'video' ? [parts[1], undefined] : []) : parts;
  if (!id || !VIMEO_ID.test(id)) return null;
  const hash = pathHash ?? url.searchParams.get('h');
  const privacy = hash && VIMEO_HASH.test(hash) ? `&h=${hash}` : '';
  return { host: 'vimeo', id, src: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1${privacy}` };
}

function matterport(url: URL): MediaEmbed | null {
  if (url.hostname !== 'my.matterport.com' || !/^\/show\/?$/.test(url.pathname)) return null;
  const id = url.searchParams.get('m');
  return id && MATTERPORT_ID.test(id) ? { host: 'matterport', id, src: `https://my.matterport.com/show/?m=${id}&play=1` } : null;
}

/**
 * The player of a link, or null when it is not one we show in the page.
 * @example mediaEmbed('https://youtu.be/dQw4w9WgXcQ')
 * // { host: 'youtube', id: 'dQw4w9WgXcQ', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0' }
 * @example mediaEmbed('javascript:alert(1)') // null
 */
export function mediaEmbed(link: string): MediaEmbed | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port) return null;
  return youtube(url) ?? vimeo(url) ?? matterport(url);
}
