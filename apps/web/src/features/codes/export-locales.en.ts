// English texts of exporting a record's codes (loaded when the panel speaks English).
const en = {
  codesExport: {
    open: 'Export',
    title: 'Export codes',
    intro: 'A file with every code of this record. Exports are recorded, like every time codes are shown.',
    format: 'File format',
    formats: {
      XLSX: 'Excel workbook (.xlsx)',
      CSV: 'CSV (.csv)',
      TXT: 'Text (.txt)',
      PDF: 'PDF (.pdf)',
    },
    hints: {
      XLSX: 'Card, code, status, account, card number and activation time on your clock, one row a code',
      CSV: 'The same columns as plain text, for any spreadsheet or system; codes and card numbers open whole',
      TXT: 'One code a line, nothing else',
      PDF: 'A printable list with the record number and the card',
    },
    start: 'Start export',
    starting: 'Starting…',
    cancel: 'Cancel',
    close: 'Close',
    again: 'Another format',
    ready_one: 'File ready: {{count}} code, {{size}}',
    ready_other: 'File ready: {{count}} codes, {{size}}',
    until: 'Can be downloaded until {{time}}',
    download: 'Download',
    downloading: 'Downloading…',
    expired: 'This file is no longer available. Export again.',
    busy: 'This record is still generating codes, or an export in this format is already running.',
    missing: 'This record is not yours or no longer exists.',
    failed: 'The export could not be started.',
    downloadFailed: 'The file could not be downloaded. Try again.',
  },
};

export default en;
