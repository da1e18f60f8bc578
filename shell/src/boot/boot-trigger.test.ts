import { IDLE_BOOT_AFTER_LOAD_MS, onFirstInteractionOrIdle } from './boot-trigger.js';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the first interaction starts the app, once', () => {
  const start = jest.fn();
  onFirstInteractionOrIdle(start);
  window.dispatchEvent(new Event('keydown'));
  window.dispatchEvent(new Event('pointerdown'));
  jest.runAllTimers();
  expect(start).toHaveBeenCalledTimes(1);
});

test('left alone, the page starts the app when idle, a few seconds after load', () => {
  expect(document.readyState).toBe('complete');
  const start = jest.fn();
  onFirstInteractionOrIdle(start);
  jest.advanceTimersByTime(IDLE_BOOT_AFTER_LOAD_MS - 1);
  expect(start).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(start).toHaveBeenCalledTimes(1);
});
