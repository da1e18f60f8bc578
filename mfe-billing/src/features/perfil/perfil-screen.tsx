import { type ReactNode, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tm/shared-contracts/router';
import styled from 'styled-components';
import {
  ApiError,
  devices,
  PRICE,
  profile,
  queryFor,
  reminderPreferences,
  ROUTES,
  storedUserId,
  trialStatusQuery,
} from '@tm/shared-contracts';
import {
  Actions,
  Button,
  ErrorCard,
  Lead,
  Loading,
  Narrow,
  PageContainer,
  PageTitle,
  Panel,
  theme,
  type ScreenQueries,
} from '@tm/shared-contracts/ui';
import { userRecordQuery } from '../../shared/account.js';
import { DevicesPanel } from './components/devices-panel.js';
import { MyDataPanel } from './components/my-data-panel.js';
import { AccountPanel } from './components/account-panel.js';
import { PortalButton } from './components/portal-button.js';
import { RemindersPanel } from './components/reminders-panel.js';
import { usePortalReturn } from './use-portal-return.js';

const TrialBanner = styled.p`
  margin: 0;
  padding: 0.9rem 1.1rem;
  border-radius: ${theme.radius.md};
  background: ${theme.color.accent};
  border: 1px solid ${theme.color.border};
  font-weight: 600;
`;

const SignInLink = () => (
  <Button as={Link} to={ROUTES.entrar} $variant="secondary">
    Entrar con mi correo
  </Button>
);

/** 'Mi cuenta' with a single panel: the states where there is no account to show on this device. */
const AccountNotice = ({ children }: { children: ReactNode }) => (
  <PageContainer>
    <Narrow>
      <PageTitle>Mi cuenta</PageTitle>
      <Panel>{children}</Panel>
    </Narrow>
  </PageContainer>
);

const ActivateLink = ({ label }: { label: string }) => (
  <Button as={Link} to={ROUTES.checkout}>
    {label}
  </Button>
);

/** What /perfil reads as it opens (its panels' too), asked for by the shell ahead of it. */
export const perfilQueries: ScreenQueries = ({ userId }) =>
  userId
    ? [
        trialStatusQuery(userId),
        userRecordQuery(userId),
        queryFor(profile),
        queryFor(devices),
        queryFor(reminderPreferences, { userId }),
      ]
    : [];

/**
 * /perfil: trial days, the expired box, the account (name, e-mail, plan, dates, card) with the
 * payment portal; archived at 11+ days.
 */
export function PerfilScreen() {
  const userId = storedUserId();
  const [shownAt] = useState(() => Date.now());
  const returning = usePortalReturn(userId);
  const trial = useQuery({
    ...trialStatusQuery(userId ?? ''),
    enabled: Boolean(userId) && !returning,
  });
  const record = useQuery({
    ...userRecordQuery(userId ?? ''),
    enabled: Boolean(userId) && !returning,
  });

  if (returning) {
    return (
      <PageContainer>
        <p role="status">Volviendo de tu portal de pagos...</p>
      </PageContainer>
    );
  }
  if (!userId) {
    return (
      <AccountNotice>
        <p>Todavía no tienes una cuenta en este navegador. Empieza tu prueba gratuita de 7 días.</p>
        <Actions>
          <Button as={Link} to={ROUTES.bienvenidaTrial}>
            Empieza tu diagnóstico
          </Button>
        </Actions>
        <p>¿Ya tienes una cuenta en otro dispositivo? Entra con el correo que usaste.</p>
        <Actions>
          <SignInLink />
        </Actions>
      </AccountNotice>
    );
  }
  // 401: this browser's session was closed (here or from another device); the data is safe.
  if ([trial.error, record.error].some((e) => e instanceof ApiError && e.status === 401)) {
    return (
      <AccountNotice>
        <h2>Tu sesión está cerrada en este dispositivo</h2>
        <p>Tus datos siguen guardados. Entra con tu correo para verlos aquí otra vez.</p>
        <Actions>
          <SignInLink />
        </Actions>
      </AccountNotice>
    );
  }
  if (trial.error || record.error) {
    return (
      <PageContainer>
        <ErrorCard
          title="No pudimos cargar tu cuenta"
          message="Revisa tu conexión e inténtalo de nuevo."
          actionLabel="Reintentar"
          onAction={() => void Promise.all([trial.refetch(), record.refetch()])}
        />
      </PageContainer>
    );
  }
  if (!trial.data || !record.data) {
    return (
      <AccountNotice>
        <Loading lines={4}>Cargando tu cuenta...</Loading>
      </AccountNotice>
    );
  }

  const status = trial.data;
  const hasSubscription = record.data.subscriptionStatus !== 'unknown';
  if (status.isArchived) {
    return (
      <PageContainer>
        <Narrow>
          <PageTitle>Tu cuenta está archivada</PageTitle>
          <Lead>
            Pasaron más de 10 días desde que empezaste y no tienes una suscripción activa. Tus datos
            siguen guardados: reactiva tu suscripción para seguir donde lo dejaste.
          </Lead>
          <Actions>
            <ActivateLink label={`Reactivar mi suscripción ($${PRICE.amountUsd} USD/mes)`} />
            {hasSubscription && (
              <PortalButton userId={userId} currentStatus={record.data.subscriptionStatus} />
            )}
          </Actions>
          <MyDataPanel />
        </Narrow>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <Narrow>
        <PageTitle>Mi cuenta</PageTitle>
        {!status.isActive && !hasSubscription && status.daysRemaining > 0 && (
          <TrialBanner>
            Te {status.daysRemaining === 1 ? 'queda 1 día' : `quedan ${status.daysRemaining} días`}{' '}
            de prueba gratuita.
          </TrialBanner>
        )}
        {status.trialExpired && (
          <Panel>
            <h2>Tu prueba gratuita terminó</h2>
            <p>Activa tu suscripción para seguir con tu programa, tu chat semanal y tus módulos.</p>
            <Actions>
              <ActivateLink label={`Activar suscripción ($${PRICE.amountUsd} USD/mes)`} />
            </Actions>
          </Panel>
        )}
        <AccountPanel
          record={record.data}
          shownAt={shownAt}
          actions={
            hasSubscription ? (
              <>
                <PortalButton userId={userId} currentStatus={record.data.subscriptionStatus} />
                <PortalButton
                  userId={userId}
                  currentStatus={record.data.subscriptionStatus}
                  flow="payment_method_update"
                />
              </>
            ) : (
              !status.trialExpired && (
                <ActivateLink label={`Suscribirme por $${PRICE.amountUsd} USD/mes`} />
              )
            )
          }
        />
        <DevicesPanel />
        <RemindersPanel userId={userId} />
        <MyDataPanel />
      </Narrow>
    </PageContainer>
  );
}
