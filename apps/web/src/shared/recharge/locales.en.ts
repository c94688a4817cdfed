// English texts of the way into recharging (loaded when the panel speaks English).
const en = {
  rechargeEntry: {
    title: 'Recharge accounts',
    hint: 'Extend up to 20 client accounts at once with a recharge card',
    records: 'Recent recharges',
  },
};

export default en;
