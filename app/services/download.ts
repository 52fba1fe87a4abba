/** Hands an address to the browser's downloads, the file named `fileName`. */
export function downloadUrl(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Hands a file's contents to the browser's downloads. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, fileName);
  // Released once the download has surely started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Hands a text to the browser's downloads as a file (CSV unless `type` says otherwise). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  saveBlob(new Blob([text], { type }), fileName);
}
