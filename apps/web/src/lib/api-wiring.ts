// Hands the app's side effects (app/api-effects.ts) to the api client without loading it: the
// client, the error catalogue and the device headers stay out of the first chunk and arrive with
// the first screen that calls the server (the shell, or the login form once it is used).
import type { ApiEffects } from './api-client';

type Listener = (effects: Partial<ApiEffects>) => void;

let provided: Partial<ApiEffects> | undefined;
const listeners = new Set<Listener>();

/** Sets the effects of the panel's client: now if it is loaded, else as soon as it is. */
export function provideApiEffects(effects: Partial<ApiEffects>): void {
  provided = effects;
  for (const listener of listeners) listener(effects);
}

/** Calls listener with the provided effects, at once if there are some, and on every later change. */
export function onApiEffects(listener: Listener): () => void {
  listeners.add(listener);
  if (provided) listener(provided);
  return () => listeners.delete(listener);
}
