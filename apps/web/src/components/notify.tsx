// A short message in a toast. antd-mobile's toast breaks words anywhere (word-break: break-all),
// which cuts sentences mid-word in its narrow box; this keeps words whole.
import Toast from 'antd-mobile/es/components/toast';
import { DURATIONS_MS } from '@panel/domain/constants';
import '../lib/antd-react19';

/** `position` 'bottom' keeps the middle and top of the screen clear (where a form's invalid field is scrolled to). */
export function notify(text: string, durationMs: number = DURATIONS_MS.NOTIFICATION, position: 'top' | 'center' | 'bottom' = 'center'): void {
  Toast.show({ content: <span style={{ wordBreak: 'normal', overflowWrap: 'anywhere' }}>{text}</span>, duration: durationMs, position });
}
