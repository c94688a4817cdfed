// English texts of the way into code generation (loaded when the panel speaks English).
const en = {
  codesEntry: {
    title: 'Generate codes',
    hint: 'Turn free units into activation codes your clients redeem',
  },
};

export default en;
