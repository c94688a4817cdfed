// What the other modules may use of offline-payments: they import it from here, never from its other files
// (docs/decisions/037-server-boundaries.md; lint enforces it).
export { checkOfflinePayable, storeHasAccount } from './payment-accounts.service';
export { loadVoucherFiles, wasSentBefore, type VoucherFileRow } from './voucher-files';
