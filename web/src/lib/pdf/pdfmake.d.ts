// pdfmake 0.3 ships no type declarations: the parts this app uses.
declare module 'pdfmake/build/pdfmake' {
  interface BrowserPdf {
    download(fileName?: string): Promise<void>;
    getBlob(): Promise<Blob>;
  }
  const pdfMake: {
    addVirtualFileSystem(vfs: unknown): void;
    createPdf(definition: unknown): BrowserPdf;
  };
  export default pdfMake;
}
declare module 'pdfmake/build/vfs_fonts' {
  const vfs: Record<string, string>;
  export default vfs;
}
declare module 'pdfmake' {
  const pdfmake: {
    addFonts(fonts: unknown): void;
    createPdf(definition: unknown): { getBuffer(): Promise<Buffer> };
  };
  export default pdfmake;
}
declare module 'pdfmake/fonts/Roboto.js' {
  const fonts: Record<string, Record<string, string>>;
  export default fonts;
}
