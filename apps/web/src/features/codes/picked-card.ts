// The card picked on /generate/selectCard, handed back to /generate when the picker was opened
// from it (the picker then goes back instead of stacking a second /generate in the history).
const KEY = 'codes.pickedCard';

/** Keeps the card for /generate; false when storage is refused (the picker then opens /generate with it). */
export function handPickedCard(cardId: string): boolean {
  try {
    sessionStorage.setItem(KEY, cardId);
    return true;
  } catch {
    return false;
  }
}

/** The card handed back, once (it is forgotten as it is taken). */
export function takePickedCard(): string | null {
  try {
    const cardId = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return cardId;
  } catch {
    return null;
  }
}
