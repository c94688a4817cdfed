// English texts of the wallet entry on "me" (loaded when the panel speaks English).
const en = {
  walletEntry: {
    header: 'Wallet',
    title: 'VCoin',
    hint: 'Balance, records and transfers',
    failed: 'Balance not available now',
    loading: 'Loading your balance…',
  },
};

export default en;
