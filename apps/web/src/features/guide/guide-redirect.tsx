// Home used to send an account whose guide is pending to /guide, a screen of its own, on every new
// tab until "Got it". Home now opens home: the guide opens once right after sign-up, and home shows
// the quick-start steps with a way to the guide (home/follow-todos.tsx). Rendered by the shell; it
// shows nothing and goes nowhere.
export function GuideRedirect() {
  return null;
}
