import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video-embed';

const embed = 'https://www.youtube.com/embed/aqz-KE-bpKQ';

describe('videoEmbedUrl: the onboarding video as the admin typed it', () => {
  it.each([
    ['a bare id', 'aqz-KE-bpKQ', embed],
    ['a bare id with spaces around', '  aqz-KE-bpKQ ', embed],
    ['a watch URL', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', embed],
    ['a watch URL with more parameters', 'https://youtube.com/watch?feature=share&v=aqz-KE-bpKQ&t=5', embed],
    ['a mobile watch URL', 'https://m.youtube.com/watch?v=aqz-KE-bpKQ', embed],
    ['a short link', 'https://youtu.be/aqz-KE-bpKQ', embed],
    ['a short link with a share parameter', 'https://youtu.be/aqz-KE-bpKQ?si=abc', embed],
    ['a Shorts URL', 'https://www.youtube.com/shorts/aqz-KE-bpKQ', embed],
    ['an embed URL', embed, embed],
    ['an embed URL with options', `${embed}?start=10`, `${embed}?start=10`],
    [
      'a privacy-enhanced embed URL',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    ],
    ['a Vimeo page', 'https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'a Vimeo player URL',
      'https://player.vimeo.com/video/76979871',
      'https://player.vimeo.com/video/76979871',
    ],
    ['another player', 'https://example.com/player/1', 'https://example.com/player/1'],
  ])('%s', (_, input, expected) => {
    expect(videoEmbedUrl(input)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['not an address', 'vídeo de boas-vindas'],
    ['a script', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<p>x</p>'],
  ])('%s: no video', (_, input) => {
    expect(videoEmbedUrl(input)).toBeNull();
  });
});
