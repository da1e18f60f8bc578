/** One day in milliseconds: trial and programme days are counted in these. */
export const DAY_MS = 24 * 60 * 60 * 1000;
