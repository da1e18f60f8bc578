import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  paymentCard,
  PRICE,
  profile as profileEndpoint,
  queryFor,
  TRIAL,
  type PaymentCard,
  type Profile,
  type UserRecord,
} from '@tm/shared-contracts';
import { Actions, Loading, Note, Panel } from '@tm/shared-contracts/ui';
import { cardName, longDate } from '../../../shared/format.js';
import { SubscriptionSummary } from './subscription-summary.js';

const expiry = (card: PaymentCard) =>
  `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;

/** The plan's date that matters now: the trial's end, or the next charge of a subscription. */
function PlanDate({ profile, shownAt }: { profile: Profile; shownAt: number }) {
  if (profile.nextChargeAt !== null)
    return (
      <p>
        <strong>Próximo cobro:</strong> {longDate(profile.nextChargeAt)}.
      </p>
    );
  if (profile.subscriptionStatus !== 'unknown' || profile.trialEndsAt === null) return null;
  return (
    <p>
      <strong>Fin de la prueba:</strong> {longDate(profile.trialEndsAt)}
      {profile.trialEndsAt > shownAt ? '.' : ' (ya terminó).'}
    </p>
  );
}

/**
 * /perfil "Tu cuenta": who the account is (name and e-mail from the intake), the plan with its
 * date, the card it charges, the subscription in a sentence and what she can do about it.
 */
export function AccountPanel({
  record,
  shownAt,
  actions,
}: {
  record: UserRecord;
  shownAt: number;
  actions: ReactNode;
}) {
  const subscribed = record.subscriptionStatus !== 'unknown';
  const account = useQuery(queryFor(profileEndpoint));
  const card = useQuery({ ...queryFor(paymentCard), enabled: subscribed });
  const data = account.data;
  return (
    <Panel aria-labelledby="tu-cuenta">
      <h2 id="tu-cuenta">Tu cuenta</h2>
      {account.isPending && <Loading lines={2}>Cargando tus datos...</Loading>}
      {account.isError && <Note>No pudimos cargar tu nombre y tu correo. Recarga la página.</Note>}
      {data && (
        <>
          <p>
            <strong>Nombre:</strong> {data.name ?? 'todavía no nos lo dijiste'}
          </p>
          <p>
            <strong>Correo:</strong> {data.email ?? 'todavía no nos lo diste'}
          </p>
          <p>
            <strong>Plan:</strong>{' '}
            {subscribed
              ? `mensual, $${PRICE.amountUsd} USD al mes.`
              : `prueba gratuita de ${TRIAL.days} días, sin tarjeta.`}
          </p>
          <PlanDate profile={data} shownAt={shownAt} />
        </>
      )}
      {card.data?.card && (
        <p>
          <strong>Tarjeta:</strong> {cardName(card.data.card)}, vence {expiry(card.data.card)}.
        </p>
      )}
      <SubscriptionSummary record={record} shownAt={shownAt} />
      <Actions>{actions}</Actions>
    </Panel>
  );
}
