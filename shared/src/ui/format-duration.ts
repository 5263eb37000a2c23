// A span of time as a clock reads it ('0:05:07', '12:00:00'): the session time of the reality check and the game
// frame's bar. Latin digits in both languages, like the money figures beside it.

/** Whole seconds as 'H:MM:SS' (hours not padded, not wrapped at 24); negative or fractional input is floored at 0. */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
