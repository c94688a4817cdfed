// English texts of the login captcha (loaded when the panel speaks English).
const en = {
  loginCaptcha: {
    label: 'Characters in the image',
    placeholder: 'Type what you see',
    refresh: 'Show another image',
    alt: 'Security check image',
    hint: 'Tap the image for another one.',
  },
};

export default en;
