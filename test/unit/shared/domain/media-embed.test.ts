import { describe, expect, it } from 'vitest';
import { mediaEmbed } from '../../../../shared/domain/media-embed';

describe('a listing video or tour link as the player shown in the page', () => {
  it('plays a YouTube link of every form from youtube-nocookie.com', () => {
    const src = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0';
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?t=12',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'http://www.youtube.com/live/dQw4w9WgXcQ',
      '  https://www.YouTube.com/watch?v=dQw4w9WgXcQ ',
    ]) {
      expect(mediaEmbed(link), link).toEqual({ host: 'youtube', id: 'dQw4w9WgXcQ', src });
    }
  });

  it('plays a Vimeo link from player.vimeo.com, with an unlisted video hash kept', () => {
    expect(mediaEmbed('https://vimeo.com/76979871')).toEqual({
      host: 'vimeo',
      id: '76979871',
      src: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    });
    expect(mediaEmbed('https://player.vimeo.com/video/76979871')?.src).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
    expect(mediaEmbed('https://vimeo.com/76979871/3f2a1b9c0d')?.src).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=3f2a1b9c0d');
    expect(mediaEmbed('https://player.vimeo.com/video/76979871?h=3f2a1b9c0d')?.src).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=3f2a1b9c0d',
    );
    // A hash that is not one is left out, never copied into the address.
    expect(mediaEmbed('https://vimeo.com/76979871/"onload=x')?.src).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
  });

  it('shows a Matterport space from my.matterport.com', () => {
    expect(mediaEmbed('https://my.matterport.com/show/?m=SxQL3iGyoDo')).toEqual({
      host: 'matterport',
      id: 'SxQL3iGyoDo',
      src: 'https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1',
    });
    expect(mediaEmbed('https://my.matterport.com/show?m=SxQL3iGyoDo&brand=0')?.id).toBe('SxQL3iGyoDo');
  });

  it('refuses other hosts, look-alikes, other schemes and malformed ids', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript://www.youtube.com/%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://evil.example/www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com@evil.example/watch?v=dQw4w9WgXcQ',
      'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      'https://www.youtube.com/playlist?list=PL123',
      'https://vimeo.com/channels/staffpicks',
      'https://player.vimeo.com/video/abc',
      'https://my.matterport.com/models/SxQL3iGyoDo',
      'https://my.matterport.com/show/?m=../../x',
      'https://matterport.com/show/?m=SxQL3iGyoDo',
      'https://tour.example/gnt-4101',
      'https://app.nodalview.com/Xy12',
      'not a link',
      '',
    ]) {
      expect(mediaEmbed(link), link).toBeNull();
    }
  });
});
