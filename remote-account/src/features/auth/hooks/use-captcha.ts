// The captcha image a form shows (null until loaded) and its loader; a newer load wins over a slower older one.
// Load failures are told with the catalogue toast.
import { useCallback, useRef, useState } from 'react';
import { notifyError } from 'shared';
import { fetchCaptcha } from '../api/captcha';

/** The image shown (null until loaded) and a loader; a newer load wins over a slower older one. */
export function useCaptcha() {
  const [image, setImage] = useState<string | null>(null);
  const latest = useRef(0);

  const load = useCallback(async (key: string): Promise<boolean> => {
    const ticket = ++latest.current;
    try {
      const value = await fetchCaptcha(key);
      if (ticket === latest.current) setImage(value.image);
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    }
  }, []);

  const reset = useCallback(() => {
    latest.current += 1;
    setImage(null);
  }, []);

  return { image, load, reset };
}
