// Leaving a screen the way its back arrow does: to the entry before it in this tab's history, or,
// when the panel was opened on this screen, to a fallback in its place.
import type { NavigateFunction } from 'react-router';

export function goBack(navigate: NavigateFunction, fallback: string): void {
  // react-router numbers the history entries it created; 0 means the panel was opened here.
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (index > 0) void navigate(-1);
  else void navigate(fallback, { replace: true });
}
