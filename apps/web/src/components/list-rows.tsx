// Rows of a paged list given as antd-mobile List.Items without a List around them: the List's own
// variables (side padding, dividers, prefix spacing) come from this wrapper instead, so every list
// screen's rows stand off the screen's edges the same way.
import type { ReactNode } from 'react';
import './list-rows.css';

export function ListRows({ children }: { children: ReactNode }) {
  return <div className="list-rows">{children}</div>;
}
