// The card checkout frame's protocol (Onerway's "Pacypay" widget, design/payments.md "Card checkout
// frame"; spec sections 4, 7 and 9), shared by the browser SDK (apps/web) and the sandbox frame the
// server serves: the message actions, posted as `{ action, data }`, the widget's version and the
// defaults of its configuration.

/** The widget's version (spec section 9). */
export const PACYPAY_SDK_VERSION = '1.1.1';

/** Message actions. Page to frame: theme, submit. Frame to page: height, loading, success, error. Apple Pay's steps go both ways. */
export const PACYPAY_ACTIONS = {
  theme: 'pacypay_theme',
  submit: 'pacypay_checkout_submit',
  height: 'pacypay_checkout_wh',
  loading: 'pacypay_checkout_loading',
  success: 'pacypay_checkout_success',
  error: 'pacypay_checkout_error',
  applePayAvailable: 'pacypay_applepay_available',
  applePayStart: 'pacypay_applepay_start',
  applePayValidateMerchant: 'pacypay_applepay_validate_merchant',
  applePayComplete: 'pacypay_applepay_complete',
} as const;

export type PacypayConfig = {
  subProductType: 'DIRECT' | 'TOKEN' | 'SUBSCRIBE';
  checkoutTheme: 'light' | 'dark';
  showPayButton: boolean;
  displayBillingInformation: boolean;
  showCardholderName: boolean;
  buttonSeparation: boolean;
  applePayButtonType: string;
  applePayButtonColor: string;
  googlePayButtonType: string;
  googlePayButtonColor: string;
  buttonRadius: string;
  /** Styling variables the frame takes (--primary, --bg, ...). */
  styles?: Record<string, string>;
};

/** The widget's defaults (spec section 9): light theme, pay button, billing information and cardholder name shown, buttons separated, plain black wallet buttons, 4px radius. */
export const PACYPAY_DEFAULT_CONFIG: Readonly<PacypayConfig> = {
  subProductType: 'DIRECT',
  checkoutTheme: 'light',
  showPayButton: true,
  displayBillingInformation: true,
  showCardholderName: true,
  buttonSeparation: true,
  applePayButtonType: 'plain',
  applePayButtonColor: 'black',
  googlePayButtonType: 'plain',
  googlePayButtonColor: 'black',
  buttonRadius: '4px',
};
