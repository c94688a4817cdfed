// Runs before each panel unit test file. antd-mobile animates its dialogs, popups and toasts
// with react-spring, which keeps a closed dialog in the page until its animation has run out on
// animation frames; in jsdom those frames follow timers that a test may fake or that a loaded
// machine delays. Tests look at what is shown, not at how it moves: animations end at once.
// A dialog or toast a test leaves open is closed after it, inside act, and React's scheduler is let
// run out: otherwise a timer or a render fires once the file is being torn down (React's warning
// arrives after the test's console is gone, or React looks for a window that is no more).
import { act } from 'react';
import { afterAll, afterEach } from 'vitest';
import { Globals } from '@react-spring/web';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';

// Frames come at once rather than every 16 ms, so what an animation ends with (a closed mask
// unmounting) happens while the test still waits for it.
Globals.assign({ skipAnimation: true, requestAnimationFrame: (frame) => void setImmediate(frame) });

const settle = () =>
  act(async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise((resolve) => setImmediate(resolve));
    }
  });

afterEach(async () => {
  await act(async () => {
    Dialog.clear();
    Toast.clear();
  });
  await settle();
});

afterAll(settle);
