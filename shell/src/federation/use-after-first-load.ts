// Whether the page's first content is in (afterFirstLoad): for the parts nobody looks at first, so their files and
// calls stay out of the way of what the page opened to show (issue 9).
import { useEffect, useState } from 'react';
import { afterFirstLoad } from './remotes';

/** True once the page's first-load modules and start calls have settled (at once when `deferred` is false). */
export function useAfterFirstLoad(deferred = true): boolean {
  const [due, setDue] = useState(!deferred);
  useEffect(() => {
    if (due) return;
    let current = true;
    void afterFirstLoad().then(() => {
      if (current) setDue(true);
    });
    return () => {
      current = false;
    };
  }, [due]);
  return due;
}
