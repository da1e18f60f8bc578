/**
 * Resolves in a new task of the event loop. Boot steps await it between heavy module evaluations
 * so each runs as its own short task: a phone can paint and take a tap between them.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
