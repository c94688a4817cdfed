// English texts of the guide feature (loaded when the panel speaks English).
const en = {
  guide: {
    title: 'Quick start',
    welcome: 'Welcome! Your account is ready.',
    followed: 'You now follow {{store}}.',
    intro: 'Two steps to start buying and selling on the panel.',
    stepLabel: 'Step {{number}}',
    done: 'Done',
    steps: {
      FOLLOW_AND_BUY: {
        title: 'Follow a store and buy from the mall',
        text: 'Find the store you buy from and follow it. Once it accepts you, its cards are in your mall.',
        action: 'Find a store',
      },
      LIST_AND_INVITE: {
        title: 'List products and invite resellers, or sell to clients',
        text: 'Give your store a name and a picture, list your cards, then share your invite link with resellers.',
        action: 'Set up my store',
      },
    },
    sellGuide: 'Read the seller guide',
    confirm: 'Got it',
    confirming: 'Saving…',
    backHome: 'Back to home',
    confirmedNote: 'You can open this guide again from Me.',
  },
};

export default en;
