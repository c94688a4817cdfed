/** The time source; tests move it to check expiry without waiting. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
