// The request progress bar's state: how many calls are in flight (spec section 4: it starts on
// each request and ends on each response). The bar itself is components/progress-bar.tsx.

type Listener = () => void;

let inFlight = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const progress = {
  /** A request started. */
  start(): void {
    inFlight += 1;
    if (inFlight === 1) emit();
  },
  /** A response (or failure) arrived. */
  done(): void {
    if (inFlight === 0) return;
    inFlight -= 1;
    if (inFlight === 0) emit();
  },
  /** True while at least one request is in flight. */
  isActive(): boolean {
    return inFlight > 0;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
