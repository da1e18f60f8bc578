import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tm/shared-contracts/router';
import {
  PRICE,
  REFUND_POLICY,
  ROUTES,
  storedUserId,
  TRIAL,
  trialStatusQuery,
} from '@tm/shared-contracts';
import {
  Checklist,
  ErrorCard,
  Lead,
  Loading,
  Narrow,
  Note,
  PageContainer,
  PageTitle,
  Panel,
  type ScreenQueries,
} from '@tm/shared-contracts/ui';
import { billingConfigQuery } from '../../shared/account.js';
import {
  AlreadySubscribedError,
  CheckoutInitError,
  INIT_ERRORS,
  startCheckoutSession,
} from './checkout-api.js';
import { SandboxCardForm } from '../../shared/card/sandbox-card-form.js';
import { useCompleteSubscription } from './use-complete-subscription.js';
import { YourPlan } from './your-plan.js';

// Stripe.js and its React bindings load only when Stripe is the configured provider.
const StripeCardForm = lazy(() =>
  import('./components/stripe-card-form.js').then((module) => ({ default: module.StripeCardForm })),
);

function FirstCharge() {
  const userId = storedUserId();
  const { data } = useQuery({ ...trialStatusQuery(userId ?? ''), enabled: Boolean(userId) });
  if (data && !data.isActive && data.daysRemaining > 0) {
    return (
      <p>
        Hoy no pagas nada. Te{' '}
        {data.daysRemaining === 1 ? 'queda 1 día' : `quedan ${data.daysRemaining} días`} de prueba
        gratuita; el primer cobro de ${PRICE.amountUsd} USD será cuando termine.
      </p>
    );
  }
  if (data && !data.isActive) {
    return (
      <p>Tu prueba gratuita ya terminó: el primer mes (${PRICE.amountUsd} USD) se cobra hoy.</p>
    );
  }
  return (
    <p>
      {TRIAL.days} días de prueba gratuita y después ${PRICE.amountUsd} USD al mes. Sin cobros
      durante la prueba.
    </p>
  );
}

/**
 * What checkout reads as it opens, asked for by the shell ahead of it; never the checkout session
 * (each one prepares a payment).
 */
export const checkoutQueries: ScreenQueries = ({ userId }) => [
  billingConfigQuery,
  ...(userId ? [trialStatusQuery(userId)] : []),
];

/**
 * /onboarding/checkout: 7-day free trial, then 5 USD per month (§2), the target of every upgrade
 * button. A subscriber sees her plan instead: the API refuses to prepare a second payment.
 */
export function CheckoutScreen() {
  const navigate = useNavigate();
  const config = useQuery(billingConfigQuery);
  const session = useQuery({
    queryKey: ['checkout-session'],
    queryFn: startCheckoutSession,
    // A SetupIntent is used once: a new visit gets a new one.
    gcTime: 0,
  });
  const complete = useCompleteSubscription(session.data?.customerId ?? '');
  const initError = config.error
    ? INIT_ERRORS.network
    : session.error instanceof CheckoutInitError
      ? session.error.message
      : session.error
        ? INIT_ERRORS.session
        : null;
  const submitLabel = `Suscribirme por $${PRICE.amountUsd} USD/mes`;
  if (session.error instanceof AlreadySubscribedError) return <YourPlan />;

  return (
    <PageContainer>
      <Narrow>
        <div>
          <PageTitle>Activa tu suscripción</PageTitle>
          <Lead>
            Prueba gratuita de {TRIAL.days} días y después ${PRICE.amountUsd} USD al mes. Cancela
            cuando quieras.
          </Lead>
        </div>
        {initError ? (
          <ErrorCard
            title="No pudimos preparar el pago"
            message={initError}
            actionLabel="Volver al inicio"
            onAction={() => navigate(ROUTES.landing)}
          />
        ) : (
          <>
            <Panel>
              <h2>Tu plan</h2>
              <FirstCharge />
              <Checklist>
                <li>Módulos semanales de nutrición funcional, movimiento y manejo del estrés</li>
                <li>Chat semanal con tu asistente de nutrición</li>
                <li>Tu informe personalizado, siempre a mano</li>
              </Checklist>
            </Panel>
            {!config.data || !session.data ? (
              <Loading>Preparando el pago seguro...</Loading>
            ) : config.data.provider === 'stripe' && config.data.publishableKey ? (
              <Suspense fallback={<p role="status">Cargando el formulario de pago...</p>}>
                <StripeCardForm
                  publishableKey={config.data.publishableKey}
                  clientSecret={session.data.clientSecret}
                  submitLabel={submitLabel}
                  onCardSaved={complete}
                />
              </Suspense>
            ) : (
              <SandboxCardForm
                clientSecret={session.data.clientSecret}
                submitLabel={submitLabel}
                onCardSaved={complete}
              />
            )}
          </>
        )}
        <Panel>
          <h2>Reembolsos y cancelación</h2>
          <Checklist>
            {REFUND_POLICY.summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Checklist>
          <Note>
            Lee la <Link to={ROUTES.reembolsos}>política de reembolsos completa</Link>. Pago seguro
            con {config.data?.provider === 'stripe' ? 'Stripe' : 'nuestro proveedor de pagos'}.
          </Note>
        </Panel>
      </Narrow>
    </PageContainer>
  );
}
