// Named input elements of a form, for focusing the first field in error: one stable callback ref per name, so
// inputs are not detached and re-attached on every render.
import { useState } from 'react';

export interface InputRefs<K extends string> {
  ref: (name: K) => (element: HTMLInputElement | null) => void;
  focus: (name: K) => void;
}

export function useInputRefs<K extends string>(): InputRefs<K> {
  const [refs] = useState<InputRefs<K>>(() => {
    const elements = new Map<K, HTMLInputElement | null>();
    const callbacks = new Map<K, (element: HTMLInputElement | null) => void>();
    return {
      ref: (name) => {
        let callback = callbacks.get(name);
        if (!callback) {
          callback = (element) => elements.set(name, element);
          callbacks.set(name, callback);
        }
        return callback;
      },
      focus: (name) => elements.get(name)?.focus(),
    };
  });
  return refs;
}
