import { ROUTES, STORAGE_KEYS, TIMINGS, hasStoredSubscription } from '@tm/shared-contracts';
import { Button, Card, Lead, PageContainer, PageTitle } from '@tm/shared-contracts/ui';
import { useNavigate } from '@tm/shared-contracts/router';
import styled from 'styled-components';
import { flag } from '../../shared/onboarding-storage.js';
import { useRedirectRule } from '../../shared/redirect.js';
import { MOTIVATIONAL_MESSAGES } from './messages.js';
import { useRotatingMessage } from './use-rotating-message.js';

const Message = styled.p<{ $visible: boolean }>`
  font-size: 1.25rem;
  line-height: 1.5;
  min-height: 4.5em;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity ${TIMINGS.motivationFadeMs}ms ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** Without the welcome step: to /onboarding/bienvenida if subscribed, else to / (§2). */
export function motivacionRedirect(): string | null {
  if (flag.get(STORAGE_KEYS.bienvenidaDone)) return null;
  return hasStoredSubscription() ? ROUTES.onboardingBienvenida : ROUTES.landing;
}

export function MotivacionScreen() {
  const navigate = useNavigate();
  const allowed = useRedirectRule(motivacionRedirect);
  const { message, visible } = useRotatingMessage(MOTIVATIONAL_MESSAGES);
  if (!allowed) return null;
  // The health form is the intake's first step (issue 18): once answered there, the next step is
  // the message built from it, then the 5-day log.
  const healthDone = flag.get(STORAGE_KEYS.formularioSaludDone);
  const start = () => {
    flag.set(STORAGE_KEYS.motivacionDone);
    void navigate(healthDone ? ROUTES.mensaje : ROUTES.formularioSalud);
  };
  return (
    <PageContainer>
      <PageTitle>Mensaje Funcional del Día</PageTitle>
      <Card aria-live="polite">
        <Message $visible={visible}>{message}</Message>
      </Card>
      <Lead style={{ marginTop: '1.5rem' }}>
        {healthDone
          ? 'Te damos la bienvenida. Ya respondiste tu formulario de salud al inicio de tu historial: tu próximo paso es un registro de 5 días de tus comidas, tu sueño y tu digestión.'
          : 'Te damos la bienvenida. Tus dos próximos pasos son: primero, un breve formulario de salud; después, un registro de 5 días de tus comidas, tu sueño y tu digestión.'}
      </Lead>
      <p>🔒 Todo lo que compartas es confidencial y solo se usa para acompañarte.</p>
      <Button type="button" onClick={start}>
        {healthDone ? 'Continuar a mi registro de 5 días' : 'Comenzar mi formulario de salud'}
      </Button>
    </PageContainer>
  );
}
