// A coin with no currency sign on it, for money and VCoin rows (the icon set's own coin bears a yen sign).
import type { SVGProps } from 'react';

export function CoinIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="6" />
      <path d="M9.6 9.5 12 14.5l2.4-5" />
    </svg>
  );
}
