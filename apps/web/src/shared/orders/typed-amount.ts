// Amounts typed on the order screens (a voucher's amount paid, the seller's amount received) are read
// and shown by the domain's one amount path, the same as the catalogue's prices.
export { amountForInput, typedAmount } from '@panel/domain/format';
