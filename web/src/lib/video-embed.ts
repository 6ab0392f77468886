/** A bare YouTube video id: 11 characters of letters, digits, '-' and '_'. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);

const youtubeEmbed = (id: string) => `https://www.youtube.com/embed/${id}`;

/**
 * The player address for the onboarding video as the admin typed it (spec 3 "Onboarding admin screen":
 * a full player URL, a bare video id or a standard video-site URL): a YouTube id, watch, short, youtu.be
 * or embed address becomes YouTube's embed player; a Vimeo page becomes Vimeo's player; any other https
 * (or http) address is used as it is. Nothing usable (empty, another scheme such as `javascript:`) gives
 * null: no video.
 */
export function videoEmbedUrl(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (YOUTUBE_ID.test(value)) return youtubeEmbed(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    const watched = url.searchParams.get('v');
    if (segments[0] === 'watch' && watched && YOUTUBE_ID.test(watched)) return youtubeEmbed(watched);
    const [kind, id] = segments;
    if ((kind === 'shorts' || kind === 'live' || kind === 'v') && id && YOUTUBE_ID.test(id)) {
      return youtubeEmbed(id);
    }
  }
  if (host === 'youtu.be' && segments[0] && YOUTUBE_ID.test(segments[0])) return youtubeEmbed(segments[0]);
  if ((host === 'vimeo.com' || host === 'www.vimeo.com') && /^\d+$/.test(segments[0] ?? '')) {
    return `https://player.vimeo.com/video/${segments[0]}`;
  }
  return url.href;
}
