import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { Button, Card, PageContainer, PageTitle } from '@tm/shared-contracts/ui';
import { useNavigate } from '@tm/shared-contracts/router';
import type { HealthAnswers } from '../../shared/health-answers.js';
import { flag, readJson } from '../../shared/onboarding-storage.js';
import { useRedirectRule } from '../../shared/redirect.js';
import { personalMessage } from './personal-message.js';

/** The message step after the health form (decision: the spec's dead end made real). */
export function MensajeScreen() {
  const navigate = useNavigate();
  const allowed = useRedirectRule(() =>
    flag.get(STORAGE_KEYS.formularioSaludDone) ? null : ROUTES.formularioSalud,
  );
  if (!allowed) return null;
  const lines = personalMessage(
    readJson<Partial<HealthAnswers>>(STORAGE_KEYS.formularioSaludAnswers),
  );
  const next = () => {
    flag.set(STORAGE_KEYS.mensajeDone);
    void navigate(ROUTES.mes1);
  };
  return (
    <PageContainer>
      <PageTitle>Un mensaje para ti</PageTitle>
      <Card>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Card>
      <p>
        <Button type="button" onClick={next}>
          Ir a mi Mes 1
        </Button>
      </p>
    </PageContainer>
  );
}
