import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from '@tm/shared-contracts/router';
import {
  ApiError,
  call,
  queryFor,
  requestToast,
  sandboxPortal,
  sandboxPortalCancel,
  sandboxPortalReactivate,
  ROUTES,
  type SandboxPortalView,
} from '@tm/shared-contracts';
import {
  Button,
  ErrorCard,
  Lead,
  PageContainer,
  PageTitle,
  Actions,
  Narrow,
  Note,
  Panel,
} from '@tm/shared-contracts/ui';
import { cardName, longDate } from '../../shared/format.js';
import { CardChange } from './card-change.js';

function statusText(view: SandboxPortalView): string {
  const end = view.currentPeriodEnd ? longDate(view.currentPeriodEnd) : null;
  if (view.status === 'canceled') return 'Cancelada. Ya no tienes un periodo pagado.';
  if (view.cancelAtPeriodEnd) return `Cancelada: termina el ${end}. No habrá más cobros.`;
  if (view.status === 'trialing') return `Activa, en prueba gratuita hasta el ${end}.`;
  if (view.status === 'active') return `Activa. Próximo cobro: ${end}.`;
  if (view.status === 'past_due') return 'Pago pendiente: actualiza tu tarjeta.';
  return 'Sin suscripción.';
}

/**
 * /portal-de-pagos: the sandbox's stand-in for Stripe's customer portal: the subscription, the
 * card and its change, cancel and reactivate. Opened on the card change (Stripe's flow_data),
 * it starts with the card form.
 */
export function PortalPagosScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessionId = params.get('sesion') ?? '';
  const [confirming, setConfirming] = useState(false);
  // null: as the portal was opened (its flow decides); true/false once the person chose.
  const [changingCard, setChangingCard] = useState<boolean | null>(null);
  const portal = queryFor(sandboxPortal, { sessionId });
  const view = useQuery({
    ...portal,
    enabled: sessionId !== '',
    staleTime: 0,
  });
  const change = useMutation({
    mutationFn: (action: 'cancel' | 'reactivate') =>
      call(action === 'cancel' ? sandboxPortalCancel : sandboxPortalReactivate, {
        body: { sessionId },
      }),
    onSuccess: (next) => {
      setConfirming(false);
      queryClient.setQueryData(portal.queryKey, next);
    },
    onError: (error) =>
      requestToast(window, {
        title: 'Error',
        description:
          (error instanceof ApiError && error.serverMessage) ||
          'No pudimos guardar el cambio. Inténtalo de nuevo.',
        variant: 'destructive',
      }),
  });

  if (!sessionId || view.error) {
    return (
      <PageContainer>
        <ErrorCard
          title="No pudimos abrir el portal"
          message={
            (view.error instanceof ApiError && view.error.serverMessage) ||
            'Este enlace del portal ya no es válido. Ábrelo de nuevo desde tu perfil.'
          }
          actionLabel="Volver a mi perfil"
          onAction={() => navigate(ROUTES.perfil)}
        />
      </PageContainer>
    );
  }
  if (!view.data) {
    return (
      <PageContainer>
        <p role="status">Abriendo tu portal de pagos...</p>
      </PageContainer>
    );
  }

  const data = view.data;
  const live = data.status === 'trialing' || data.status === 'active' || data.status === 'past_due';
  const canCancel = live && !data.cancelAtPeriodEnd;
  const canReactivate = data.cancelAtPeriodEnd || data.status === 'canceled';
  const cardFormOpen = changingCard ?? data.flow === 'payment_method_update';
  return (
    <PageContainer>
      <Narrow>
        <div>
          <PageTitle>Portal de pagos</PageTitle>
          <Lead>Gestiona tu suscripción de ${data.amountUsd} USD al mes.</Lead>
        </div>
        <Panel aria-live="polite">
          <h2>Tu suscripción</h2>
          <p>
            <strong>Estado:</strong> {statusText(data)}
          </p>
          {data.cardLast4 && (
            <p>
              <strong>Tarjeta:</strong> {cardName({ brand: data.cardBrand, last4: data.cardLast4 })}
            </p>
          )}
          {data.email && (
            <p>
              <strong>Correo:</strong> {data.email}
            </p>
          )}
        </Panel>
        {cardFormOpen && (
          <CardChange sessionId={sessionId} view={data} onClose={() => setChangingCard(false)} />
        )}
        {confirming ? (
          <Panel>
            <h2>¿Seguro que quieres cancelar?</h2>
            <p>
              Mantendrás el acceso hasta el{' '}
              {data.currentPeriodEnd ? longDate(data.currentPeriodEnd) : 'final del periodo'} y no
              habrá más cobros.
            </p>
            <Actions>
              <Button
                type="button"
                $variant="danger"
                disabled={change.isPending}
                onClick={() => change.mutate('cancel')}
              >
                Sí, cancelar mi suscripción
              </Button>
              <Button type="button" $variant="secondary" onClick={() => setConfirming(false)}>
                No, mantenerla
              </Button>
            </Actions>
          </Panel>
        ) : (
          <Actions>
            {canCancel && (
              <Button type="button" $variant="secondary" onClick={() => setConfirming(true)}>
                Cancelar suscripción
              </Button>
            )}
            {data.status !== null && !cardFormOpen && (
              <Button type="button" $variant="secondary" onClick={() => setChangingCard(true)}>
                Cambiar tarjeta
              </Button>
            )}
            {canReactivate && (
              <Button
                type="button"
                disabled={change.isPending}
                onClick={() => change.mutate('reactivate')}
              >
                Reactivar suscripción
              </Button>
            )}
            <Button
              type="button"
              $variant="secondary"
              onClick={() => window.location.assign(data.returnUrl)}
            >
              Volver a mi cuenta
            </Button>
          </Actions>
        )}
        <Note>Modo de prueba: este portal es local y no mueve dinero real.</Note>
      </Narrow>
    </PageContainer>
  );
}
