import { useEffect } from 'react';
import { useNavigate } from '@tm/shared-contracts/router';
import { ROUTES } from '@tm/shared-contracts';
import { Lead, PageContainer, PageTitle } from '@tm/shared-contracts/ui';
import type { LandingScrollState } from '../landing/components/landing-screen.js';

/** /suscripcion: goes to / and lets the landing scroll smoothly to #suscripcion after 100 ms (§2). */
export function SuscripcionScreen() {
  const navigate = useNavigate();
  useEffect(() => {
    const state: LandingScrollState = { scrollTo: 'suscripcion' };
    void navigate(ROUTES.landing, { replace: true, state });
  }, [navigate]);
  return (
    <PageContainer>
      <PageTitle>Suscripción</PageTitle>
      <Lead role="status">Te llevamos a los planes...</Lead>
    </PageContainer>
  );
}
