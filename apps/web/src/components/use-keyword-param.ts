// A search box's text and the keyword searched for, kept in the address (?q=) so that coming back
// to a list shows the same results. Typing searches after a short pause (spec section 9: 300 ms).
import { DURATIONS_MS } from '@panel/domain/constants';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export function useKeywordParam(name = 'q') {
  const [params, setParams] = useSearchParams();
  const keyword = params.get(name) ?? '';
  const [text, setText] = useState(keyword);

  const search = (value: string) => {
    const next = value.trim();
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(name, next);
        else updated.delete(name);
        return updated;
      },
      { replace: true },
    );
  };

  useEffect(() => {
    if (text.trim() === keyword) return;
    const timer = setTimeout(() => search(text), DURATIONS_MS.DEBOUNCE);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- search only writes the address
  }, [text, keyword]);

  return {
    /** What the box shows. */
    text,
    setText,
    /** What the list is searched for (trimmed). */
    keyword,
    /** Searches at once (the search key, or clearing the box). */
    search: (value: string) => {
      setText(value);
      search(value);
    },
  };
}
