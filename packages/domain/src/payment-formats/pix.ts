// The PIX BR Code ("copia e cola"): the EMV merchant-presented payload of the central bank's
// manual, fields `ID(2) LEN(2) value`, closed by a CRC-16 over the whole text (payments.md, "PIX").
import { fromMinor, toMinor } from '../money';
import { crc16 } from './crc16';

/** What to put in a BR Code: a key (static code) or a payload URL without scheme (dynamic code); amount as '150.75'. */
export type PixCodeInput = {
  key?: string;
  url?: string;
  amount?: string;
  merchantName: string;
  merchantCity: string;
  txid?: string;
  dynamic?: boolean;
};

/** A BR Code read back: amount and txid are absent when the code has none ('***'). */
export type PixCode = Omit<PixCodeInput, 'dynamic'> & { dynamic: boolean };

const PIX_GUI = 'br.gov.bcb.pix';
const NO_TXID = '***';
const DYNAMIC = '12';
const STATIC = '11';
const CRC_HEAD = '6304';
/** The merchant account template holds the GUI (18 characters) and the key or URL field (4 + value) in 99. */
const MAX_KEY_OR_URL = 99 - 18 - 4;
const MAX_NAME = 25;
const MAX_CITY = 15;
const MAX_AMOUNT = 13;
const TXID = /^[A-Za-z0-9]{1,25}$/;
/** Printable ASCII: LEN counts characters, and readers disagree on how to count accented ones. */
const PRINTABLE = /^[\x20-\x7e]+$/;
const NO_SPACE = /^[\x21-\x7e]+$/;

function tlv(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`PIX field ${id} is longer than 99 characters`);
  return id + String(value.length).padStart(2, '0') + value;
}

function checkText(what: string, value: string, max: number, pattern: RegExp): string {
  if (value.length > max || !pattern.test(value)) {
    throw new RangeError(`PIX ${what} must be 1 to ${max} characters of printable ASCII: ${JSON.stringify(value)}`);
  }
  return value;
}

function pixAmount(amount: string): string {
  const minor = toMinor(amount);
  const text = fromMinor(minor);
  if (minor <= 0n || text.length > MAX_AMOUNT) throw new RangeError(`PIX amount must be above zero and fit ${MAX_AMOUNT} characters: ${amount}`);
  return text;
}

function merchantAccount({ key, url }: PixCodeInput): string {
  if ((key === undefined) === (url === undefined)) throw new RangeError('A PIX code carries either a key or a URL');
  if (key !== undefined) return tlv('00', PIX_GUI) + tlv('01', checkText('key', key, MAX_KEY_OR_URL, NO_SPACE));
  if (url!.includes('://')) throw new RangeError(`PIX payload URL is written without its scheme: ${url}`);
  return tlv('00', PIX_GUI) + tlv('25', checkText('URL', url!, MAX_KEY_OR_URL, NO_SPACE));
}

/** Builds a BR Code; throws RangeError on a field the manual does not allow. */
export function buildPixCode(input: PixCodeInput): string {
  const { amount, merchantName, merchantCity, txid, dynamic = false } = input;
  if (txid !== undefined && !TXID.test(txid)) throw new RangeError(`PIX txid must be 1 to 25 letters and digits: ${JSON.stringify(txid)}`);
  const body =
    tlv('00', '01') +
    (dynamic ? tlv('01', DYNAMIC) : '') +
    tlv('26', merchantAccount(input)) +
    tlv('52', '0000') +
    tlv('53', '986') +
    (amount !== undefined ? tlv('54', pixAmount(amount)) : '') +
    tlv('58', 'BR') +
    tlv('59', checkText('merchant name', merchantName, MAX_NAME, PRINTABLE)) +
    tlv('60', checkText('merchant city', merchantCity, MAX_CITY, PRINTABLE)) +
    tlv('62', tlv('05', txid ?? NO_TXID)) +
    CRC_HEAD;
  return body + crc16(body);
}

function readFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) throw new RangeError(`PIX code has no field at character ${at}`);
    const id = head.slice(0, 2);
    const value = text.slice(at + 4, at + 4 + Number(head.slice(2)));
    if (value.length !== Number(head.slice(2))) throw new RangeError(`PIX field ${id} is cut short`);
    if (fields.has(id)) throw new RangeError(`PIX field ${id} appears twice`);
    fields.set(id, value);
    at += 4 + value.length;
  }
  return fields;
}

function required(fields: Map<string, string>, id: string, expected?: string): string {
  const value = fields.get(id);
  if (value === undefined || (expected !== undefined && value !== expected)) {
    throw new RangeError(`PIX field ${id} must be ${expected ?? 'present'}`);
  }
  return value;
}

/** Reads a BR Code's fields; throws RangeError when its CRC or its structure is wrong. */
export function parsePixCode(code: string): PixCode {
  const crc = code.slice(-4);
  if (code.slice(-8, -4) !== CRC_HEAD) throw new RangeError('PIX code does not end with its CRC field');
  if (crc16(code.slice(0, -4)) !== crc) throw new RangeError('PIX code CRC does not match its content');
  const fields = readFields(code.slice(0, -8));
  if (fields.keys().next().value !== '00') throw new RangeError('PIX code must start with field 00');
  required(fields, '00', '01');
  const initiation = fields.get('01');
  if (initiation !== undefined && initiation !== STATIC && initiation !== DYNAMIC) throw new RangeError(`PIX field 01 must be ${STATIC} or ${DYNAMIC}`);
  // Merchant accounts sit in 26 to 51; the PIX one is named by its GUI.
  const account = [...fields]
    .filter(([id]) => id >= '26' && id <= '51')
    .map(([, value]) => readFields(value))
    .find((sub) => sub.get('00')?.toLowerCase() === PIX_GUI);
  if (!account || account.has('01') === account.has('25')) throw new RangeError('PIX code has no PIX merchant account with a key or a URL');
  required(fields, '52');
  required(fields, '53', '986');
  required(fields, '58', 'BR');
  const amount = fields.get('54');
  if (amount !== undefined) toMinor(amount);
  const txid = fields.has('62') ? readFields(fields.get('62')!).get('05') : undefined;
  return {
    dynamic: initiation === DYNAMIC,
    ...(account.has('01') ? { key: account.get('01') } : { url: account.get('25') }),
    ...(amount !== undefined && { amount }),
    merchantName: required(fields, '59'),
    merchantCity: required(fields, '60'),
    ...(txid !== undefined && txid !== NO_TXID && { txid }),
  };
}

/** True when a text is a well-formed BR Code whose CRC matches. */
export function isValidPixCode(code: string): boolean {
  try {
    parsePixCode(code);
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}
