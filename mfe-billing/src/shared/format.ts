/** "22 de diciembre de 2026": dates for people, in Spanish. */
export const longDate = (ms: number): string =>
  new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(ms),
  );

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "Visa terminada en 4242": a card as people name it (Stripe's brand ids to their names). */
export const cardName = (card: { brand: string | null; last4: string }): string =>
  `${(card.brand && BRANDS[card.brand]) || 'Tarjeta'} terminada en ${card.last4}`;
