// Runs before each panel unit test file. antd-mobile animates its dialogs, popups and toasts
// with react-spring, which keeps a closed dialog in the page until its animation has run out on
// animation frames; in jsdom those frames follow timers that a test may fake or that a loaded
// machine delays. Tests look at what is shown, not at how it moves: animations end at once.
import { Globals } from '@react-spring/web';

Globals.assign({ skipAnimation: true });
