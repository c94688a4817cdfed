// English texts of a voucher's files being written (loaded when the panel speaks English).
const en = {
  voucherDrafts: {
    add: 'Add pictures or a PDF',
    removeFile: 'Remove {{name}}',
    uploading: 'Uploading…',
    uploadFailed: 'Could not upload {{name}}: {{reason}}',
    fileType: 'Only pictures (JPG, PNG, WebP) or a PDF',
    fileTooLarge: 'Each file can be at most {{size}} MB',
    tooMany: 'At most 9 pictures',
    pdfAlone: 'A PDF is sent alone, without pictures',
  },
};

export default en;
