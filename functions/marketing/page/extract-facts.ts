import { load, type CheerioAPI } from 'cheerio/slim';
import type { PageFacts } from '../../contracts/website-analysis';

/**
 * The measured facts of one page, read with cheerio's slim build (htmlparser2): what the analysis
 * says about the page is built from these, and they are stored with it so every claim can be traced.
 * Lists keep only their first few entries (the item stays small); counts are complete.
 */

const SAMPLES = 5;
const CTA_SAMPLES = 10;

/** Words of a call to action in Brazilian sites' buttons and links. */
const CTA_WORDS =
  /\b(compr(e|ar)|contrat(e|ar)|agend(e|ar)|fale|entre em contato|contato|orçamento|solicit(e|ar)|peça|pedir|assin(e|ar)|cadastr(e|ar|e-se)|inscrev(a|er|a-se)|experiment(e|ar)|teste grátis|baix(e|ar)|quero|comece|começar|reserv(e|ar)|ligue|whatsapp|saiba mais|ver planos|adicionar ao carrinho|garant(a|ir))\b/i;

const TRACKERS: [string, RegExp][] = [
  ['Google Analytics', /googletagmanager\.com\/gtag\/js|google-analytics\.com|\bgtag\(/],
  ['Google Tag Manager', /googletagmanager\.com\/gtm\.js|GTM-[A-Z0-9]+/],
  ['Meta Pixel', /connect\.facebook\.net\/[^"']*fbevents\.js|\bfbq\(/],
  ['Hotjar', /static\.hotjar\.com|\bhj\(/],
  ['RD Station', /d335luupugsy2\.cloudfront\.net|rdstation/i],
];

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const firstOrNull = (value: string | undefined) => {
  const text = clean(value ?? '');
  return text === '' ? null : text;
};

function metaContent($: CheerioAPI, selector: string): string | null {
  return firstOrNull($(selector).first().attr('content'));
}

function headingFacts($: CheerioAPI): PageFacts['headings'] {
  const counts = { h1: 0, h2: 0, h3: 0, h4: 0, h5: 0, h6: 0 };
  const h1: string[] = [];
  let previous = 0;
  let skippedLevels = false;
  $('h1, h2, h3, h4, h5, h6').each((_, element) => {
    const level = Number(element.tagName.slice(1));
    counts[element.tagName as keyof typeof counts] += 1;
    if (level === 1 && h1.length < SAMPLES) h1.push(clean($(element).text()));
    if (previous > 0 && level > previous + 1) skippedLevels = true;
    previous = level;
  });
  return { h1, counts, skippedLevels };
}

function imageFacts($: CheerioAPI): PageFacts['images'] {
  const images = $('img');
  const missing = images.filter((_, image) => $(image).attr('alt') === undefined);
  return {
    total: images.length,
    withoutAlt: missing.length,
    withoutAltSamples: missing
      .slice(0, SAMPLES)
      .map((_, image) => $(image).attr('src') ?? '(sem src)')
      .get(),
    decorative: images.filter((_, image) => $(image).attr('alt')?.trim() === '').length,
  };
}

function linkFacts($: CheerioAPI, pageUrl: URL): PageFacts['links'] {
  const links = { internal: 0, external: 0, withoutText: 0, phone: 0, email: 0, whatsapp: 0 };
  $('a[href]').each((_, element) => {
    const anchor = $(element);
    const href = (anchor.attr('href') ?? '').trim();
    const label = clean(anchor.text()) || anchor.attr('aria-label') || anchor.find('img[alt]').attr('alt');
    if (!label?.trim()) links.withoutText += 1;
    if (/^tel:/i.test(href)) links.phone += 1;
    else if (/^mailto:/i.test(href)) links.email += 1;
    if (/(wa\.me|api\.whatsapp\.com|web\.whatsapp\.com)/i.test(href)) links.whatsapp += 1;
    if (/^(tel|mailto|javascript):|^#/i.test(href)) return;
    try {
      const target = new URL(href, pageUrl);
      if (target.hostname.replace(/^www\./, '') === pageUrl.hostname.replace(/^www\./, '')) {
        links.internal += 1;
      } else links.external += 1;
    } catch {
      // An unparsable href is neither internal nor external.
    }
  });
  return links;
}

function formFacts($: CheerioAPI): PageFacts['forms'] {
  const fields = $('input, select, textarea').filter((_, element) => {
    const type = ($(element).attr('type') ?? '').toLowerCase();
    return !['hidden', 'submit', 'button', 'image', 'reset'].includes(type);
  });
  const withoutLabel = fields.filter((_, element) => {
    const field = $(element);
    const id = field.attr('id');
    const labelled =
      (id !== undefined && $(`label[for="${id.replace(/"/g, '\\"')}"]`).length > 0) ||
      field.closest('label').length > 0 ||
      Boolean(field.attr('aria-label')?.trim() || field.attr('aria-labelledby') || field.attr('title'));
    return !labelled;
  });
  return { count: $('form').length, fields: fields.length, fieldsWithoutLabel: withoutLabel.length };
}

function callsToAction($: CheerioAPI): string[] {
  const found = new Set<string>();
  $('a, button, input[type="submit"], input[type="button"]').each((_, element) => {
    const node = $(element);
    const text = clean(node.is('input') ? (node.attr('value') ?? '') : node.text());
    if (text && text.length <= 60 && CTA_WORDS.test(text)) found.add(text);
  });
  return [...found].slice(0, CTA_SAMPLES);
}

function structuredData($: CheerioAPI): PageFacts['structuredData'] {
  const types = new Set<string>();
  const blocks = $('script[type="application/ld+json"]');
  blocks.each((_, element) => {
    try {
      const parsed: unknown = JSON.parse($(element).text());
      const nodes = [parsed, ...((parsed as { '@graph'?: unknown[] })?.['@graph'] ?? [])].flat();
      for (const node of nodes) {
        const type = (node as { '@type'?: unknown })?.['@type'];
        for (const name of [type].flat()) if (typeof name === 'string') types.add(name);
      }
    } catch {
      types.add('(JSON-LD inválido)');
    }
  });
  return { jsonLd: blocks.length, types: [...types].slice(0, 10), microdata: $('[itemscope]').length };
}

function wordCount($: CheerioAPI): number {
  const body = $('body').clone();
  body.find('script, style, noscript, template, svg').remove();
  return (clean(body.text()).match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
}

export interface PageSource {
  html: string;
  /** The address after redirects (relative links resolve against it). */
  url: string;
}

/** Reads the facts of a page. Pure: the fetch metadata is added by the caller. */
export function extractFacts(page: PageSource): Omit<PageFacts, 'fetch'> {
  const $ = load(page.html);
  const url = new URL(page.url);
  const scripts = $('script');
  const scriptText =
    scripts.text() +
    scripts
      .map((_, element) => $(element).attr('src') ?? '')
      .get()
      .join(' ');
  return {
    title: firstOrNull($('head title').first().text() || $('title').first().text()),
    metaDescription: metaContent($, 'meta[name="description" i]'),
    lang: firstOrNull($('html').attr('lang')),
    viewport: metaContent($, 'meta[name="viewport" i]'),
    canonical: firstOrNull($('link[rel="canonical" i]').attr('href')),
    robots: metaContent($, 'meta[name="robots" i]'),
    favicon: $('link[rel~="icon" i]').length > 0,
    headings: headingFacts($),
    images: imageFacts($),
    links: linkFacts($, url),
    forms: formFacts($),
    callsToAction: callsToAction($),
    openGraph: {
      title: metaContent($, 'meta[property="og:title" i]'),
      description: metaContent($, 'meta[property="og:description" i]'),
      image: metaContent($, 'meta[property="og:image" i]'),
    },
    structuredData: structuredData($),
    wordCount: wordCount($),
    scripts: { external: $('script[src]').length, inline: $('script:not([src])').length },
    stylesheets: $('link[rel~="stylesheet" i]').length,
    tracking: TRACKERS.filter(([, pattern]) => pattern.test(scriptText)).map(([name]) => name),
  };
}
