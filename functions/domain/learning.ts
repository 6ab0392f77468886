import { NEW_BADGE_DAYS } from '../contracts/learning';

/** The learning area's pure rules (spec 2.1, 4 and 9): time display, the 'new' badge, presentations. */

/** Spec 9: 'N min' under 60 minutes, otherwise 'Xh Ymin'. */
export function formatEstimatedTime(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  return `${Math.floor(whole / 60)}h ${whole % 60}min`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec 4/9: created within the last 7 days (a date in the future counts as new). */
export function isNew(createdAt: string, now: Date): boolean {
  const created = Date.parse(createdAt);
  return !Number.isNaN(created) && now.getTime() - created <= NEW_BADGE_DAYS * DAY_MS;
}

export interface Slide {
  title?: string;
  content?: string;
  caption?: string;
  image?: string;
}

export type Presentation =
  | { kind: 'service'; url: string }
  | { kind: 'slides'; slides: Slide[] }
  | { kind: 'invalid'; reason: string };

/** A slides service's presentation id (Google Slides ids are 44 characters of this alphabet). */
const SERVICE_ID = /^[A-Za-z0-9_-]{25,}$/;
const SERVICE_HOSTS = ['docs.google.com'];

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * Spec 2.1: a presentation is a slides-service URL or id, or a JSON array of slides where at least one
 * slide has content, caption or image. Anything else is invalid, with the reason for the debug panel.
 */
export function parsePresentation(content: string): Presentation {
  const value = content.trim();
  if (value.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch (error) {
      return { kind: 'invalid', reason: `JSON inválido: ${(error as Error).message}` };
    }
    if (!Array.isArray(parsed)) return { kind: 'invalid', reason: 'O conteúdo não é uma lista de slides.' };
    const slides = parsed
      .filter((slide): slide is Record<string, unknown> => typeof slide === 'object' && slide !== null)
      .map((slide) => ({
        title: text(slide.title),
        content: text(slide.content),
        caption: text(slide.caption),
        image: text(slide.image),
      }));
    if (!slides.some((slide) => slide.content || slide.caption || slide.image))
      return { kind: 'invalid', reason: 'Nenhum slide tem conteúdo, legenda ou imagem.' };
    return { kind: 'slides', slides };
  }
  try {
    const url = new URL(value);
    if (
      url.protocol === 'https:' &&
      SERVICE_HOSTS.includes(url.hostname) &&
      url.pathname.startsWith('/presentation/')
    )
      return { kind: 'service', url: url.toString() };
    return { kind: 'invalid', reason: `Endereço não reconhecido como apresentação: ${url.hostname}` };
  } catch {
    // Not a URL: maybe a bare id.
  }
  if (SERVICE_ID.test(value))
    return { kind: 'service', url: `https://docs.google.com/presentation/d/${value}/embed` };
  return {
    kind: 'invalid',
    reason: 'O conteúdo não é um endereço, um identificador nem uma lista de slides.',
  };
}

/**
 * Spec 2.1: the slide pager shows every number up to 10 slides; beyond, the first, the last and the
 * neighbours of the current one, with '…' for the gaps. Slides are numbered from 1.
 */
export function pagerNumbers(total: number, current: number): (number | '…')[] {
  if (total <= 10) return Array.from({ length: total }, (_, index) => index + 1);
  const shown = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1]! > 1 ? ['…' as const, n] : [n]));
}
