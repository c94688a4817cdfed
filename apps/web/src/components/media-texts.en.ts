// English texts of picture uploads and loading placeholders.
const en = {
  media: {
    tooLarge: 'This picture cannot be made smaller than {{size}} MB. Choose another one.',
    notPicture: 'Choose a JPEG, PNG or WebP picture.',
    shrinking: 'Preparing…',
    uploading: 'Uploading…',
    saving: 'Saving…',
    saved: 'Picture saved',
    changePicture: 'Change picture',
    pictureHint: 'Large photos are made smaller before they are sent.',
    loading: 'Loading…',
  },
};

export default en;
