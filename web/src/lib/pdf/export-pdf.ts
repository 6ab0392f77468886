import type { PdfDocument } from './document';

/**
 * Builds the definition and downloads it. pdfmake (and its fonts) is imported only here, on click,
 * so no route loads it up front. A pdfmake document is output once: a new one per export.
 */
export async function exportPdf(build: () => PdfDocument, name: string): Promise<void> {
  const definition = build();
  const [{ default: pdfMake }, { default: vfs }] = await Promise.all([
    import('pdfmake/build/pdfmake'),
    import('pdfmake/build/vfs_fonts'),
  ]);
  pdfMake.addVirtualFileSystem(vfs);
  await pdfMake.createPdf(definition).download(name);
}
