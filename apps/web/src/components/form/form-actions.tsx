// The action bar of a long form (a new card, a listing, the store's information): pinned to the
// bottom of the screen while the form scrolls, as phone apps do, above the home indicator. It stays
// in the page's flow (sticky), so at the end of the form nothing is hidden under it.
import type { ReactNode } from 'react';
import './form-actions.css';

export function FormActions({ children }: { children: ReactNode }) {
  return (
    <div className="form-actions" data-testid="form-actions">
      {children}
    </div>
  );
}
