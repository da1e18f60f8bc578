/** Time source of every rule; tests inject a fixed or movable clock. */
export interface Clock {
  now(): number;
}
export const CLOCK = Symbol('CLOCK');
export const systemClock: Clock = { now: () => Date.now() };
