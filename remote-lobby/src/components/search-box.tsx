// A game-name search box: searches 500 ms after typing stops and at once on Enter (spec lobby §5); follows the
// committed value when it changes from outside (a filter reset).
import { type FormEvent, useEffect, useState } from 'react';
import { DEBOUNCE_MS, useDebouncedValue } from 'shared';

export interface SearchBoxProps {
  /** The term in effect. */
  value: string;
  onSearch: (term: string) => void;
  label: string;
  placeholder?: string;
}

export function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (committed !== value) {
    // Adjust to an outside change during render (no effect round trip).
    setCommitted(value);
    setText(value);
  }
  const debounced = useDebouncedValue(text, DEBOUNCE_MS.gameSearch);
  useEffect(() => {
    if (debounced === text && debounced.trim() !== value) onSearch(debounced.trim());
  }, [debounced, text, value, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text.trim());
  };

  return (
    <form role="search" className="lob-search" onSubmit={submit}>
      <input
        type="search"
        className="lob-search__input"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
