import { LIMITS, ROUTES, STORAGE_KEYS, TIMINGS } from '@tm/shared-contracts';
import { Button, Card, PageContainer, PageTitle, theme } from '@tm/shared-contracts/ui';
import { useEffect, useState } from 'react';
import { Link } from '@tm/shared-contracts/router';
import styled from 'styled-components';
import { ONBOARDING_KEYS, flag } from '../../shared/onboarding-storage.js';
import { useRedirectRule } from '../../shared/redirect.js';
import { loggedDays } from '../../shared/registro-log.js';
import { ReminderOptIn } from './reminder-opt-in.js';
import { useGenerateReport } from './use-generate-report.js';

const Badge = styled.p`
  display: inline-block;
  padding: 0.35rem 0.9rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accent};
  color: ${theme.color.ink};
  font-weight: 700;
`;

/** Without the message step: to /onboarding/mensaje when intake is done, else to bienvenida (§2). */
export function mes1Redirect(): string | null {
  if (flag.get(STORAGE_KEYS.mensajeDone)) return null;
  return flag.get(STORAGE_KEYS.intakeDone) ? ROUTES.mensaje : ROUTES.onboardingBienvenida;
}

const RESET_CONFIRMATION =
  '¿Seguro que deseas borrar TODOS los datos (intake + registro) y empezar completamente de nuevo?';

export function Mes1Screen() {
  const allowed = useRedirectRule(mes1Redirect);
  const [days, setDays] = useState(loggedDays);
  const { generating, generate } = useGenerateReport();
  useEffect(() => {
    const timer = setInterval(() => setDays(loggedDays()), TIMINGS.registroRefreshMs);
    return () => clearInterval(timer);
  }, []);
  if (!allowed) return null;
  const complete = days >= LIMITS.observationDays;

  const reset = () => {
    if (!window.confirm(RESET_CONFIRMATION)) return;
    ONBOARDING_KEYS.forEach((key) => localStorage.removeItem(key));
    window.alert('Datos de prueba borrados. Empezamos de nuevo.');
    window.location.assign(ROUTES.onboardingBienvenida);
  };

  return (
    <PageContainer>
      <PageTitle>Mes 1 — Observa a tu cuerpo con curiosidad</PageTitle>
      {/* After her first saved day, while days remain: the moment a reminder helps. */}
      {days >= 1 && !complete && <ReminderOptIn />}
      <Card>
        <h2>Tus metas de este mes</h2>
        <ul>
          <li>Observar durante 5 días qué comes, cómo duermes y cómo va tu digestión.</li>
          <li>Notar qué comidas te dan energía y cuáles te la quitan.</li>
          <li>Recibir tu informe inicial y elegir tu primer cambio pequeño.</li>
        </ul>
      </Card>
      <Card style={{ marginTop: '1rem' }}>
        <h2>Consejo funcional del día</h2>
        <p>
          🚶 Muévete suavemente 10 minutos después de comer: ayuda a tus músculos a usar el azúcar.
        </p>
      </Card>
      <div style={{ marginTop: '1.5rem' }} aria-live="polite">
        {!complete && <Badge>Progreso diario: {days}/5 días</Badge>}
        {complete ? (
          <>
            <p>
              🎉 ¡Completaste tus 5 días de observación! Ya podemos preparar tu informe inicial.
            </p>
            <Button type="button" disabled={generating} onClick={() => void generate()}>
              {generating ? 'Preparando tu informe...' : 'Generar mi informe inicial'}
            </Button>
          </>
        ) : (
          <p>
            <Button as={Link} to={ROUTES.registro}>
              Continuar mi registro de 5 días
            </Button>
          </p>
        )}
      </div>
      {/* A developer control (spec §Month 1): kept out of production builds, where a patient would
          only lose her data with it (docs/decisions.md). */}
      {process.env.NODE_ENV !== 'production' && (
        <p style={{ marginTop: '3rem' }}>
          <Button type="button" $variant="danger" onClick={reset}>
            Borrar datos de prueba
          </Button>
        </p>
      )}
    </PageContainer>
  );
}
