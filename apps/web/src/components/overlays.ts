// Toasts and dialogs, loaded at their first use. They bring react-spring and use-gesture (about
// 30 KB gzip, the `motion` chunk): on a tab root's path they shared the line with the shell and the
// screen, and so held the first screen back for a feedback nobody sees before the first tap
// (docs/decisions/016). The shell asks for them once the first screen is in, so a toast is not
// late either.

/** antd-mobile's Toast, with the React 19 render it needs. */
export const loadToast = () => Promise.all([import('antd-mobile/es/components/toast'), import('../lib/antd-react19')]).then(([module]) => module.default);

/** antd-mobile's Dialog, with the React 19 render it needs. */
export const loadDialog = () => Promise.all([import('antd-mobile/es/components/dialog'), import('../lib/antd-react19')]).then(([module]) => module.default);

/**
 * Asks for the toasts' and dialogs' code at the first touch or key, or a few seconds after the page
 * has loaded, whichever comes first: by the time a tap's answer wants a toast it is there, and it
 * does not share the line with the first screen's pictures. Answers a function that cancels it.
 */
export function preloadOverlays(afterLoadMs = 4000): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const events = ['pointerdown', 'keydown'] as const;
  const stop = () => {
    clearTimeout(timer);
    window.removeEventListener('load', wait);
    for (const name of events) window.removeEventListener(name, go, true);
  };
  function go() {
    stop();
    void loadToast();
    void loadDialog();
  }
  function wait() {
    timer = setTimeout(go, afterLoadMs);
  }
  for (const name of events) window.addEventListener(name, go, { capture: true, passive: true });
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return stop;
}
