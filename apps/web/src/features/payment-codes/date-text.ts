// A due date as the panel writes dates (spec section 9: YYYY/MM/DD): a bare date keeps its day
// whatever the time zone; a moment is shown in local time.
import { formatDate } from '@panel/domain/format';

/** '2026-01-15' or '2026/01/15' -> '2026/01/15'; an ISO moment -> its local date; anything else as given. */
export function dateText(value: string): string {
  const bare = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(value);
  if (bare) return `${bare[1]}/${bare[2]}/${bare[3]}`;
  const local = formatDate(value);
  return local ? local.slice(0, 10) : value;
}
