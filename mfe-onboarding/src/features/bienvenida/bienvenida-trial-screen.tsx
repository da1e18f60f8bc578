import { ROUTES, STORAGE_KEYS, ensureUserId } from '@tm/shared-contracts';
import { Button, Card, Lead, PageContainer, PageTitle } from '@tm/shared-contracts/ui';
import { useNavigate } from '@tm/shared-contracts/router';
import { flag } from '../../shared/onboarding-storage.js';

/** Trial welcome (§2): creates the local trial id, marks the welcome done, opens the intake. */
export function BienvenidaTrialScreen() {
  const navigate = useNavigate();
  const start = () => {
    ensureUserId();
    flag.set(STORAGE_KEYS.bienvenidaDone);
    void navigate(ROUTES.intake);
  };
  return (
    <PageContainer>
      <PageTitle>Bienvenida a tu prueba gratuita de 7 días</PageTitle>
      <Lead>
        Vamos a conocerte para acompañarte mejor. Son pocos pasos y puedes hacerlos a tu ritmo.
      </Lead>
      <Card>
        <ol>
          <li>Completa tu historial funcional (unos 10 minutos).</li>
          <li>Observa y anota 5 días de comidas, sueño y digestión.</li>
          <li>Recibe tu informe inicial personalizado.</li>
        </ol>
        <p>No necesitas tarjeta para empezar. Tus datos son confidenciales.</p>
        <Button type="button" onClick={start}>
          Comenzar mi diagnóstico gratuito
        </Button>
      </Card>
    </PageContainer>
  );
}
