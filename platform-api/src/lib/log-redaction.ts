// A request's address as the API's logs may hold it: the values of query parameters that carry a secret (the chat
// ticket of /chat/room?ticket=…) are replaced, however their names are encoded on the wire (%74icket is ticket to
// the query parser). Meant for the logger's request serializer (app.ts).
const SECRET_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['ticket']);

export const REDACTED = '[redacted]';

function decodedKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The URL with each secret query parameter's value replaced by [redacted]; the rest as sent. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const pairs = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      return SECRET_QUERY_PARAMETERS.has(decodedKey(key)) ? `${key}=${REDACTED}` : pair;
    });
  return `${url.slice(0, at)}?${pairs.join('&')}`;
}
