import { ROUTES, STORAGE_KEYS, hasStoredSubscription } from '@tm/shared-contracts';
import { Button, Card, Lead, PageContainer, PageTitle } from '@tm/shared-contracts/ui';
import { Navigate, useNavigate, useSearchParams } from '@tm/shared-contracts/router';
import { flag } from '../../shared/onboarding-storage.js';
import { useRedirectRule } from '../../shared/redirect.js';

/**
 * Post-payment welcome (§2). Stripe returns here after a bank's extra check (3-D Secure); billing
 * owns what happens then, so the query goes on to its page, which comes back here once subscribed.
 */
export function OnboardingBienvenidaScreen() {
  const [params] = useSearchParams();
  if (params.has('setup_intent'))
    return <Navigate to={{ pathname: ROUTES.pagoConfirmacion, search: `?${params}` }} replace />;
  return <Welcome />;
}

/** Only for people with a subscription timestamp, otherwise to /. */
function Welcome() {
  const navigate = useNavigate();
  const allowed = useRedirectRule(() => (hasStoredSubscription() ? null : ROUTES.landing));
  if (!allowed) return null;
  const start = () => {
    flag.set(STORAGE_KEYS.bienvenidaDone);
    void navigate(ROUTES.intake);
  };
  return (
    <PageContainer>
      <PageTitle>¡Bienvenida al programa!</PageTitle>
      <Lead>Tu suscripción está activa. El primer paso es contarnos tu historia de salud.</Lead>
      <Card>
        <p>
          Con tu historial médico funcional podremos preparar tu informe inicial y acompañarte
          semana a semana.
        </p>
        <Button type="button" onClick={start}>
          Completar mi historial médico
        </Button>
      </Card>
    </PageContainer>
  );
}
