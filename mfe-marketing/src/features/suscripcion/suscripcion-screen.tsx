import { useEffect } from 'react';
import { useNavigate } from '@tm/shared-contracts/router';
import { ROUTES } from '@tm/shared-contracts';
import { Lead, PageContainer, PageTitle } from '@tm/shared-contracts/ui';
import { SUBSCRIPTION_ANCHOR, type LandingScrollState } from '../../shared/landing-scroll.js';

/** /suscripcion: goes to / and lets the landing scroll smoothly to #suscripcion after 100 ms (§2). */
export function SuscripcionScreen() {
  const navigate = useNavigate();
  useEffect(() => {
    const state: LandingScrollState = { scrollTo: SUBSCRIPTION_ANCHOR };
    void navigate(ROUTES.landing, { replace: true, state });
  }, [navigate]);
  return (
    <PageContainer>
      <PageTitle>Suscripción</PageTitle>
      <Lead role="status">Te llevamos a los planes...</Lead>
    </PageContainer>
  );
}
