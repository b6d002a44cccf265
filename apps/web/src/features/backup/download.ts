/** Saves `text` as a file through the browser's download. */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: Chromium reads the blob asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
