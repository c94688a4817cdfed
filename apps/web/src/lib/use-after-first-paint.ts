// Work a screen can leave until it has been shown: false in the component's first commit, true from
// a task of its own a moment later. What waits on it (a secondary read, a badge's count) does not
// lengthen the task that first shows the screen: on a busy phone each of those tasks blocks input.
import { useEffect, useState } from 'react';

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPainted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return painted;
}
