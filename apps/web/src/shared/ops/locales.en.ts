// English texts of the operator's entry on "me".
const en = {
  opsEntry: {
    header: 'Platform',
    title: 'Operations',
    hint: 'Top-ups, rates, bank account, ledger',
  },
};

export default en;
