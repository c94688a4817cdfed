// What the other modules may use of accounts: they import it from here, never from its other files
// (docs/decisions/037-server-boundaries.md; lint enforces it).
export { verifyPaymentPassword } from './payment-password.service';
