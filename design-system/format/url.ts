const HOST = String.raw`[a-z0-9](?:[a-z0-9-]*[a-z0-9])?`;
const PORT = String.raw`(?::\d{1,5})?`;
const REST = String.raw`(?:[/?#]\S*)?`;
const URL_PATTERN = new RegExp(
  String.raw`^(?:https?://(?:${HOST}(?:\.${HOST})*|\[[0-9a-f:.]+\])${PORT}|www\.${HOST}(?:\.${HOST})+${PORT})${REST}$`,
  'i',
);

/**
 * Whether `text` is a web address: `http://` or `https://` followed by a host, or a host
 * starting with `www.` (SPEC.md section 5). Other schemes and bare domains are rejected.
 */
export function isUrl(text: string | null | undefined): boolean {
  return typeof text === 'string' && URL_PATTERN.test(text.trim());
}
