import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tm/shared-contracts/router';
import {
  ROUTES,
  storedUserId,
  type SubscriptionStatus,
  type UserRecord,
} from '@tm/shared-contracts';
import { Actions, Button, Lead, Narrow, PageContainer, PageTitle } from '@tm/shared-contracts/ui';
import { userRecordQuery } from './account.js';

/**
 * A confirmation (subscribed, cancelled, reactivated) is shown only to the person it concerns:
 * this browser's user, with a session the server accepts, whose subscription really is in
 * `status` now. Anyone else (no user id, no session, another status, no answer) sees a neutral
 * page, so a link to the page tells nothing about anyone.
 */
export function ConfirmationFor({
  status,
  children,
}: {
  status: SubscriptionStatus;
  children: (record: UserRecord) => ReactNode;
}) {
  const userId = storedUserId();
  const { data, isPending } = useQuery({
    ...userRecordQuery(userId ?? ''),
    enabled: Boolean(userId),
  });
  if (userId && isPending) {
    return (
      <PageContainer>
        <Narrow>
          <Lead>Comprobando tu suscripción...</Lead>
        </Narrow>
      </PageContainer>
    );
  }
  if (data?.subscriptionStatus !== status) return <NothingToConfirm />;
  return children(data);
}

/** What anyone sees on a confirmation page that confirms nothing of theirs. */
export function NothingToConfirm() {
  return (
    <PageContainer>
      <Narrow>
        <div>
          <PageTitle>No hay nada que confirmar</PageTitle>
          <Lead>
            Esta página confirma un cambio en una suscripción, y no encontramos ninguno tuyo desde
            este navegador.
          </Lead>
        </div>
        <BackHome />
      </Narrow>
    </PageContainer>
  );
}

/** 'Volver al inicio', the way out of every confirmation page. */
export const BackHome = () => (
  <Actions>
    <Button as={Link} to={ROUTES.landing}>
      Volver al inicio
    </Button>
  </Actions>
);
