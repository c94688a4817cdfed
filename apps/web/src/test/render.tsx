// A minimal render helper for unit tests (no testing-library in the project): mounts into a
// detached container inside act() and lets promises and lazy chunks settle.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type Rendered = { container: HTMLElement; root: Root; unmount: () => void };

export async function render(node: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(node);
  });
  return {
    container,
    root,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Runs fn inside act and waits for what it set off (navigation, state updates, resolved promises). */
export async function actAsync(fn: () => unknown = () => undefined): Promise<void> {
  await act(async () => {
    await fn();
  });
}

/** Waits, inside act, until check passes (for lazy chunks and effects), or fails after timeoutMs (long enough for a loaded machine; a passing check returns at once). */
export async function waitFor(check: () => void, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
    }
  }
}
