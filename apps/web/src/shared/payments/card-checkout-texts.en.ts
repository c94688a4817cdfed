// English texts of the card checkout frame's wrapper (loaded when the panel speaks English).
const en = {
  cardCheckout: {
    frameTitle: 'Card payment form',
    processing: 'Processing your payment…',
  },
};

export default en;
