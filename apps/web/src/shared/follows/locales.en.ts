// English texts of the follow entries (loaded when the panel speaks English).
const en = {
  followEntries: {
    header: 'Store and follows',
    storeSettings: 'Store settings',
    storeSettingsHint: 'Name your store and add a picture to start selling',
    followers: 'Followers',
    following: 'Following',
    followingHint: 'The store you buy from',
    shortcuts: 'Stores and follows',
  },
};

export default en;
