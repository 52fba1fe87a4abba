const KEY = 'hzero-501-answer';

/** Keeps what the server answered with a 501, for the 501 page. */
export function rememberNotImplemented(body: unknown): void {
  sessionStorage.setItem(KEY, typeof body === 'string' ? body : JSON.stringify(body ?? ''));
}

/** What the server answered with its last 501, if anything. */
export function notImplementedAnswer(): string | undefined {
  return sessionStorage.getItem(KEY) || undefined;
}
