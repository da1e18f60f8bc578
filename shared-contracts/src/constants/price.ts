/** The subscription price (§9). */
export const PRICE = {
  amountUsd: 5,
  amountCents: 500,
  currency: 'usd',
  interval: 'month',
} as const;
