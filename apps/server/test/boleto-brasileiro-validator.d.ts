// The parts of boleto-brasileiro-validator (an independent check of boleto lines and barcodes) the tests use; the package ships no types.
declare module 'boleto-brasileiro-validator' {
  /** A bank boleto's typed line (47 digits, with or without its dots and spaces) whose check digits hold. */
  export function boletoBancarioLinhaDigitavel(line: string): boolean;
  /** A bank boleto's barcode (44 digits) whose general check digit holds. */
  export function boletoBancarioCodigoBarras(barcode: string): boolean;
}
