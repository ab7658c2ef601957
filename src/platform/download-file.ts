/**
 * Offers bytes or text to the user as a file download, through a Blob URL and an
 * `<a download>` (the extension needs no downloads permission for this).
 */
export function downloadFile(name: string, content: Uint8Array | string, type: string): void {
  const blob = new Blob([content as BlobPart], { type });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once click() returns; the delay covers slow browsers.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
