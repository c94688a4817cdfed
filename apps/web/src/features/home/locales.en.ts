// English texts of the home feature (loaded when the panel speaks English).
const en = {
  homeFollow: {
    requests_one: '{{count}} follow request to answer',
    requests_other: '{{count}} follow requests to answer',
    requestsFrom: 'From {{names}}',
    requestsFromMore: 'From {{names}} and {{count}} more',
    myRequest: 'Your follow request is waiting',
    myRequestAt: 'Waiting for {{store}} to answer',
    myRequestPlain: 'Waiting for the store to answer',
    quickStart: 'Quick start',
    stepLabel: 'Step {{number}}',
    steps: {
      FOLLOW_AND_BUY: 'Follow a store and buy from the mall',
      LIST_AND_INVITE: 'List products and invite resellers, or sell to clients',
    },
    stepActions: {
      FOLLOW_AND_BUY: 'Find a store',
      LIST_AND_INVITE: 'Set up my store',
    },
    stepDone: 'Done',
    guide: 'Open the guide',
    guideHint: 'The two first steps, explained',
  },
  homeOrders: {
    waitingPayment_one: '{{count}} order waiting for your payment',
    waitingPayment_other: '{{count}} orders waiting for your payment',
    waitingPaymentHint: 'Pay, or send the transfer voucher, before the time runs out',
    vouchersToReview_one: '{{count}} payment voucher to review',
    vouchersToReview_other: '{{count}} payment vouchers to review',
    vouchersToReviewHint: 'Confirm the money you received, or reject the voucher',
    storeOrdersWaitingPayment_one: '{{count}} new order at your store, not paid yet',
    storeOrdersWaitingPayment_other: '{{count}} new orders at your store, not paid yet',
    storeOrdersWaitingPaymentHint: 'Confirm money that reached you without a voucher, or cancel an order you will not serve',
    topUpsToReview_one: '{{count}} VCoin top-up to review',
    topUpsToReview_other: '{{count}} VCoin top-ups to review',
    topUpsToReviewHint: 'Check the bank transfer and credit the VCoin, or reject it',
    offlineWithoutAccount_one: '{{count}} listing offers offline transfer, but your store has no bank account',
    offlineWithoutAccount_other: '{{count}} listings offer offline transfer, but your store has no bank account',
    offlineWithoutAccountHint: 'Buyers are not offered it until you add a bank account',
  },
  homeSellGuide: {
    title: 'Seller guide',
    intro: 'Three ways to sell with your store. Each step opens the screen where you do it.',
    setupFirst: 'Your store is not set up yet: give it a name and a picture first.',
    setupAction: 'Set up my store',
    steps: {
      LIST_PRODUCTS: {
        title: 'List products',
        text: 'Put cards from your stock on sale: set the price per quantity, the payment methods and who can see them.',
        action: 'My listings',
      },
      INVITE_RESELLERS: {
        title: 'Invite resellers',
        text: 'Share your invite link or QR code. Resellers who sign up with it follow your store and buy in your mall.',
        action: 'Share my invite link',
      },
      SELL_TO_CLIENTS: {
        title: 'Sell to clients',
        text: 'Sell to your own clients from your stock: hand them codes of your cards or recharge their accounts.',
        action: 'Open my stock',
      },
    },
  },
};

export default en;
