import { ROUTES, STORAGE_KEYS, ensureUserId } from '@tm/shared-contracts';
import { Actions, Button, Card, Lead, PageContainer, PageTitle } from '@tm/shared-contracts/ui';
import { useNavigate } from '@tm/shared-contracts/router';
import { flag } from '../../shared/onboarding-storage.js';
import { useSavedIntake } from '../../shared/saved-intake.js';

/**
 * Trial welcome (§2): creates the local trial id, marks the welcome done, opens the intake. Someone
 * who already has an intake (the API's answer, else the stored flag) is welcomed back instead:
 * her report, or her history to continue, never a blank start (issue 17).
 */
export function BienvenidaTrialScreen() {
  const navigate = useNavigate();
  const { saved, loading } = useSavedIntake();
  const hasIntake = saved === undefined ? flag.get(STORAGE_KEYS.intakeDone) : saved !== null;
  const go = (to: string) => {
    ensureUserId();
    flag.set(STORAGE_KEYS.bienvenidaDone);
    void navigate(to);
  };
  return (
    <PageContainer>
      <PageTitle>Te damos la bienvenida a tu prueba gratuita de 7 días</PageTitle>
      {loading ? (
        <p role="status">Cargando...</p>
      ) : hasIntake ? (
        <>
          <Lead>
            {saved?.nombre ? `Hola de nuevo, ${saved.nombre}. ` : 'Hola de nuevo. '}
            Tu historial funcional ya está guardado: sigue donde lo dejaste.
          </Lead>
          <Card>
            <Actions>
              {flag.get(STORAGE_KEYS.informeReady) ? (
                <>
                  <Button type="button" onClick={() => go(ROUTES.informeInicial)}>
                    Ver mi informe inicial
                  </Button>
                  <Button type="button" $variant="secondary" onClick={() => go(ROUTES.intake)}>
                    Revisar mi historial funcional
                  </Button>
                </>
              ) : (
                <Button type="button" onClick={() => go(ROUTES.intake)}>
                  Continuar mi historial funcional
                </Button>
              )}
            </Actions>
          </Card>
        </>
      ) : (
        <>
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
            <Button type="button" onClick={() => go(ROUTES.intake)}>
              Comenzar mi diagnóstico gratuito
            </Button>
          </Card>
        </>
      )}
    </PageContainer>
  );
}
