// The Terms of Use in English (namespace 'terms'; loaded when the panel speaks English).
import type { TermsText } from './terms-texts';

const en: TermsText = {
  intro:
    'These Terms of Use govern your use of the Reseller Panel, the mobile web panel where sellers list and sell prepaid cards, recharge codes, account cards and device licences, and where resellers follow stores and buy from them. By creating an account or logging in you agree to these terms.',
  sections: [
    {
      heading: '1. Your account',
      paragraphs: [
        'You must give true and complete information when you sign up and keep it up to date. One account can act as both seller and buyer.',
        'Keep your password, payment password and verification codes secret. You are responsible for everything done with your account. Tell us at once if you think someone else has used it; we may ask you to verify your identity by email or phone and recommend enabling two-factor authentication.',
      ],
    },
    {
      heading: '2. Stores, products and followers',
      paragraphs: [
        'Sellers are responsible for their store information and for the products they list: name, picture, description, price tiers, stock and the users a product is opened to or blocked from must be accurate and lawful.',
        'A buyer must follow a store, and be accepted, before buying from it. Sellers decide who follows them and may accept, reject, remove or block followers.',
      ],
    },
    {
      heading: '3. Orders and payment',
      paragraphs: [
        'An order is binding once it is paid. Payment can be made online, by offline bank transfer with a payment voucher, with VCoin or with crypto, as offered for each product. Transaction fees and limits per payment are shown before you pay.',
        'An order that is not paid by its pay-by deadline is cancelled. Offline payments are delivered once the seller confirms the voucher; a seller may reject a voucher with a reason.',
        'Cards and codes delivered for an order that is later charged back or refunded are locked and stop working.',
      ],
    },
    {
      heading: '4. VCoin',
      paragraphs: [
        'VCoin is a virtual balance for use inside the panel only. It is not legal tender, earns no interest and cannot be exchanged for cash except where the panel expressly offers it.',
        'When you pay online, the funds received are converted to VCoin after the exchange rate and fee; the final VCoin amount depends on the funds actually received.',
      ],
    },
    {
      heading: '5. Acceptable use',
      paragraphs: [
        'You may not use the panel for fraud, money laundering or any unlawful purpose, sell codes or cards you are not entitled to sell, interfere with the service or other users, or try to access accounts, data or systems that are not yours.',
      ],
    },
    {
      heading: '6. Suspension and closure',
      paragraphs: [
        'We may suspend or close an account that breaks these terms or the law, or to protect other users, and we may lock cards and balances involved while we investigate.',
      ],
    },
    {
      heading: '7. Liability',
      paragraphs: [
        'The panel is provided as it is. We do our best to keep it available and correct but cannot promise it will always be free of interruptions or errors. As far as the law allows, we are not liable for indirect losses or for the acts of sellers, buyers or payment providers.',
      ],
    },
    {
      heading: '8. Changes to these terms',
      paragraphs: [
        'We may update these terms. We will tell you about important changes in the panel before they apply; if you keep using the panel afterwards you accept the new terms.',
      ],
    },
  ],
  closing: 'Questions about these terms? Write to our support team; the address is on the About page.',
};

export default en;
