// Image hosts for game and vendor pictures (spec lobby §2): one picked at random from a configured list, the
// next one tried when a picture fails. The merchant config has no list yet, so the list is [''] (same origin).
export const IMAGE_HOSTS: readonly string[] = [''];

/** The index of the first host to try. */
export function pickHostIndex(
  hosts: readonly string[] = IMAGE_HOSTS,
  random: () => number = Math.random,
): number {
  return Math.min(hosts.length - 1, Math.floor(random() * hosts.length));
}

/** The picture's URL on the host `attempt` places after the first one, or null once every host has failed. */
export function imageUrl(
  path: string,
  first: number,
  attempt: number,
  hosts: readonly string[] = IMAGE_HOSTS,
): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return attempt === 0 ? path : null;
  if (attempt >= hosts.length) return null;
  const host = hosts[(first + attempt) % hosts.length] ?? '';
  return `${host.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
