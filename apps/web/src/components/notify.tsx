// A short message in a toast. antd-mobile's toast breaks words anywhere (word-break: break-all),
// which cuts sentences mid-word in its narrow box; this keeps words whole. The toast's code is
// loaded at the first message (components/overlays.ts).
import { DURATIONS_MS } from '@panel/domain/constants';
import { loadToast } from './overlays';

/** `position` 'bottom' keeps the middle and top of the screen clear (where a form's invalid field is scrolled to). */
export function notify(text: string, durationMs: number = DURATIONS_MS.NOTIFICATION, position: 'top' | 'center' | 'bottom' = 'center'): void {
  void loadToast().then((Toast) => {
    Toast.show({ content: <span style={{ wordBreak: 'normal', overflowWrap: 'anywhere' }}>{text}</span>, duration: durationMs, position });
  });
}
