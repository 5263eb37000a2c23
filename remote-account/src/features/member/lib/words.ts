// Word counting of the feedback form (spec account §5: content between two word bounds). Words are runs of
// non-whitespace characters, so Bengali (which separates words with spaces too) counts like English, combining
// marks staying inside their word. This is exactly the platform API's count, so the button and the server agree.
export function countWords(text: string): number {
  return text.split(/\s+/u).filter((word) => word !== '').length;
}

export interface WordBounds {
  minWords: number;
  maxWords: number;
}

export function withinWordBounds(count: number, { minWords, maxWords }: WordBounds): boolean {
  return count >= minWords && count <= maxWords;
}
