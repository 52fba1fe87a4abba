/** Removes the loading overlay that index.html shows until the first screen renders. */
export function hideLoadingOverlay(): void {
  document.getElementById('app-loading')?.remove();
}
