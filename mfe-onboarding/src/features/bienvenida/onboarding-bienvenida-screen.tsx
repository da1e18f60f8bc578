import { ROUTES, STORAGE_KEYS, hasStoredSubscription } from '@tm/shared-contracts';
import { Button, Card, Lead, PageContainer, PageTitle } from '@tm/shared-contracts/ui';
import { useNavigate, useSearchParams } from '@tm/shared-contracts/router';
import { flag } from '../../shared/onboarding-storage.js';
import { useRedirectRule } from '../../shared/redirect.js';
import { BankReturn } from './bank-return.js';

/** Post-payment welcome (§2), also where Stripe returns after a bank's extra check. */
export function OnboardingBienvenidaScreen() {
  const [params] = useSearchParams();
  const setupIntentId = params.get('setup_intent');
  if (setupIntentId)
    return (
      <BankReturn setupIntentId={setupIntentId} redirectStatus={params.get('redirect_status')} />
    );
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
