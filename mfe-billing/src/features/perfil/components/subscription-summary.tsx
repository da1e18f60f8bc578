import type { UserRecord } from '@tm/shared-contracts';
import { longDate } from '../../../shared/format.js';

/** The subscription in plain words: what the person has, and until when. */
export function SubscriptionSummary({ record, shownAt }: { record: UserRecord; shownAt: number }) {
  const until = record.currentPeriodEnd ? longDate(record.currentPeriodEnd) : null;
  switch (record.subscriptionStatus) {
    case 'active':
    case 'trialing':
      return <p>Tu suscripción está activa. Puedes cancelarla cuando quieras.</p>;
    case 'canceled':
    case 'cancelled':
      return record.currentPeriodEnd && record.currentPeriodEnd > shownAt ? (
        <p>Cancelaste tu suscripción. Mantienes el acceso completo hasta el {until}.</p>
      ) : (
        <p>Tu suscripción está cancelada. Puedes reactivarla cuando quieras.</p>
      );
    case 'past_due':
      return (
        <p>
          No pudimos cobrar tu último pago. Cambia tu tarjeta con «Cambiar mi tarjeta» para no
          perder el acceso.
        </p>
      );
    default:
      return <p>Todavía no tienes una suscripción.</p>;
  }
}
