import { useState } from 'react';
import type { ImageSource } from '../../shared/domain/images';

export interface MediaPlayerProps {
  /** The player's address (shared/domain/media-embed.ts): loaded only once the visitor asks for it. */
  src: string;
  /** The frame's title, e.g. 'Virtuele rondleiding: Huis in Gent'. */
  title: string;
  /** The button's words, e.g. 'Start de virtuele rondleiding'. */
  play: string;
  /** Our own poster (the listing's first photo), never a picture from the player's host; null: a plain frame. */
  poster: ImageSource | null;
}

// The frame takes the focus as it comes in, so a keyboard goes on inside it (one function for
// every render, so React calls it when the frame mounts only).
const focus = (frame: HTMLIFrameElement | null) => frame?.focus();

/**
 * A video or virtual tour as a poster with a play button: nothing is asked of the
 * player's host until the visitor presses it (privacy, speed), then the player takes its place
 * and the focus, so a keyboard goes on inside it.
 */
export default function MediaPlayer({ src, title, play, poster }: MediaPlayerProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="media-player">
      {playing ? (
        <iframe ref={focus} src={src} title={title} allow="autoplay; fullscreen; xr-spatial-tracking; picture-in-picture" allowFullScreen />
      ) : (
        <button type="button" className="media-player__play" onClick={() => setPlaying(true)}>
          {poster ? <img {...poster} alt="" loading="lazy" decoding="async" /> : null}
          <span className="media-player__label">{play}</span>
        </button>
      )}
    </div>
  );
}
