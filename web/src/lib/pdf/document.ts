import { pdfExportMessages } from '@contracts/messages/pdf-export';

const text = pdfExportMessages;

/** The pdfmake content this app produces (a subset of pdfmake's document definition). */
export type PdfContent = string | PdfContent[] | { [key: string]: unknown };

export interface PdfDocument {
  pageSize: 'A4';
  pageOrientation: 'portrait';
  pageMargins: [number, number, number, number];
  info: { title: string; author: string };
  header: (currentPage: number) => PdfContent;
  footer: (currentPage: number, pageCount: number) => PdfContent;
  content: PdfContent[];
  styles: Record<string, Record<string, unknown>>;
  defaultStyle: Record<string, unknown>;
}

export interface ReportMeta {
  companyName: string;
  userName: string;
  /** dd/MM/yyyy */
  date: string;
}

export type ReportKind = 'business' | 'founder' | 'management' | 'dossier';

/**
 * The meta block of a report: the company the analysis was generated for (null/blank when unknown:
 * the cover then shows '—'), the signed-in user's name and the export date.
 */
export function reportMeta(
  companyName: string | null | undefined,
  user: { firstName: string; lastName: string } | undefined,
  now: Date,
): ReportMeta {
  return {
    companyName: companyName?.trim() ?? '',
    userName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    date: formatDate(now),
  };
}

/** Missing or insufficient data: the UI shows 'Erro ao exportar' / 'Dados insuficientes…'. */
export class InsufficientDataError extends Error {
  constructor() {
    super(text.insufficientText);
    this.name = 'InsufficientDataError';
  }
}

/** dd/MM/yyyy of a date (local time). */
export function formatDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

const prefixes: Record<ReportKind, string> = {
  business: 'analise-negocio-',
  founder: 'perfil-empreendedor-',
  management: 'analise-sistema-gestao-',
  dossier: 'dossie-estrategico-',
};

/** Lowercase ASCII slug: accents dropped, anything else becomes a hyphen. */
export const slugify = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** analise-negocio-2026-11-22.pdf, or analise-negocio-{company-slug}.pdf when a company name is given. */
export function fileName(kind: ReportKind, date: Date, companyName?: string): string {
  const slug = companyName ? slugify(companyName) : '';
  const pad = (value: number) => String(value).padStart(2, '0');
  const iso = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${prefixes[kind]}${slug || iso}.pdf`;
}

const present = (value: string | undefined): value is string => Boolean(value && value.trim());

/** A heading and its paragraphs/lists kept together when short; dropped when it has nothing. */
export function section(
  title: string,
  body: PdfContent[],
  options: { pageBreak?: boolean } = {},
): PdfContent[] {
  const parts = body.filter((part) => !(Array.isArray(part) && part.length === 0));
  if (parts.length === 0) return [];
  return [
    {
      stack: [{ text: title, style: 'heading' }, ...parts],
      ...(options.pageBreak ? { pageBreak: 'before' } : {}),
      margin: [0, 0, 0, 10],
    },
  ];
}

export const paragraph = (value: string | undefined): PdfContent[] =>
  present(value) ? [{ text: value.trim(), style: 'paragraph' }] : [];

export const subheading = (title: string, value: string | undefined): PdfContent[] =>
  present(value)
    ? [
        {
          stack: [{ text: title, style: 'subheading' }, ...paragraph(value)],
          unbreakable: value.length < 900,
        },
      ]
    : [];

export function bullets(items: readonly string[], title?: string): PdfContent[] {
  const list = items.filter(present).map((item) => item.trim());
  if (list.length === 0) return [];
  const ul = { ul: list, style: 'list', margin: [0, 0, 0, 8] };
  if (!title) return [ul];
  // A short titled list stays on one page, so its title is never left alone at a page foot.
  const short = list.length <= 8 && list.join('').length < 1500;
  return [{ stack: [{ text: title, style: 'subheading' }, ul], unbreakable: short }];
}

/** The meta block: company, user and date. */
const metaTable = (meta: ReportMeta, margin: number[]) => ({
  table: {
    widths: ['auto', '*'],
    body: [
      [{ text: `${text.company}:`, bold: true }, meta.companyName || '—'],
      [{ text: `${text.user}:`, bold: true }, meta.userName || '—'],
      [{ text: `${text.date}:`, bold: true }, meta.date],
    ],
  },
  layout: 'noBorders',
  margin,
});

const rule = (margin: number[]) => ({
  canvas: [{ type: 'line', x1: 0, y1: 0, x2: 495, y2: 0, lineWidth: 1, lineColor: '#1565c0' }],
  margin,
});

/**
 * A cover page of its own (a long report such as the dossier): the title, the company name large, a
 * subtitle, then the meta block; the content starts on page 2.
 */
function coverPage(title: string, meta: ReportMeta, subtitle: string): PdfContent[] {
  return [
    { text: title, style: 'coverTitle', margin: [0, 180, 0, 12] },
    { text: meta.companyName || '—', style: 'coverCompany', margin: [0, 0, 0, 8] },
    { text: subtitle, style: 'coverSubtitle', margin: [0, 0, 0, 24] },
    rule([0, 0, 0, 16]),
    { ...metaTable(meta, [0, 0, 0, 0]), pageBreak: 'after' },
  ];
}

/**
 * A4 portrait, title header on every page but the first, 'Página N de M' footer; the meta block under
 * the title, or (`cover`) a cover page of its own with that subtitle.
 */
export function reportDocument(
  title: string,
  meta: ReportMeta,
  content: PdfContent[],
  options: { cover?: { subtitle: string } } = {},
): PdfDocument {
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [50, 60, 50, 55],
    info: { title, author: meta.userName },
    header: (currentPage) =>
      currentPage === 1 ? '' : { text: title, style: 'pageHeader', margin: [50, 25, 50, 0] },
    footer: (currentPage, pageCount) => ({
      text: text.footer(currentPage, pageCount),
      alignment: 'center',
      style: 'footer',
      margin: [0, 20, 0, 0],
    }),
    content: options.cover
      ? [...coverPage(title, meta, options.cover.subtitle), ...content]
      : [{ text: title, style: 'title' }, metaTable(meta, [0, 0, 0, 16]), rule([0, 0, 0, 16]), ...content],
    styles: {
      title: { fontSize: 20, bold: true, color: '#0d47a1', margin: [0, 0, 0, 12] },
      coverTitle: { fontSize: 30, bold: true, color: '#0d47a1' },
      coverCompany: { fontSize: 22, bold: true },
      coverSubtitle: { fontSize: 12, color: '#555555' },
      pageHeader: { fontSize: 9, color: '#757575' },
      heading: { fontSize: 14, bold: true, color: '#1565c0', margin: [0, 6, 0, 6] },
      subheading: { fontSize: 11, bold: true, margin: [0, 4, 0, 3] },
      paragraph: { fontSize: 10, lineHeight: 1.25, margin: [0, 0, 0, 6] },
      list: { fontSize: 10, lineHeight: 1.2 },
      footer: { fontSize: 9, color: '#757575' },
    },
    defaultStyle: { font: 'Roboto', fontSize: 10 },
  };
}
