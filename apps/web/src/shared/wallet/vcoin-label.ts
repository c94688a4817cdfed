// A VCoin amount as every wallet screen shows it: the currency's name and the amount unformatted
// (spec section 9): '1234.50 VCoin', the same in every language.
import { formatVcoin } from '@panel/domain/format';

export function vcoinLabel(amount: string): string {
  return `${formatVcoin(amount)} VCoin`;
}
