/** Saves `text` as a file named `fileName` through the browser's download. */
export function downloadFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the download has started reading the blob by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
