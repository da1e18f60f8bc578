import { ROUTES, storedUserId } from '@tm/shared-contracts';
import {
  Actions,
  Button,
  Column,
  Lead,
  NoticePanel,
  PageContainer,
  PageTitle,
} from '@tm/shared-contracts/ui';
import { Link } from '@tm/shared-contracts/router';
import { caminoDay, caminoSteps } from './camino.js';
import { CaminoList } from './components/camino-list.js';
import { DayPath } from './components/day-path.js';
import { useCaminoFacts } from './use-camino.js';

/** 'Tu camino' (issue 18): where she is in her 7 days or first month, and what comes next today. */
export function TuCaminoScreen() {
  const userId = storedUserId();
  return (
    <PageContainer>
      <Column>
        <PageTitle>Tu camino</PageTitle>
        {userId ? (
          <Camino userId={userId} />
        ) : (
          <NoticePanel aria-labelledby="camino-empieza">
            <h2 id="camino-empieza">Tu camino empieza con tu prueba gratuita</h2>
            <p>Siete días con tu historial funcional, tu registro, tu informe y tus lecciones.</p>
            <Actions>
              <Button as={Link} to={ROUTES.bienvenidaTrial}>
                Empezar mi prueba gratuita
              </Button>
            </Actions>
          </NoticePanel>
        )}
      </Column>
    </PageContainer>
  );
}

function Camino({ userId }: { userId: string }) {
  const facts = useCaminoFacts(userId);
  if (!facts) return <p role="status">Cargando tu camino...</p>;
  const { day, label, inTrial } = caminoDay(facts);
  const steps = caminoSteps(facts);
  const next = steps.find((step) => step.state === 'siguiente');
  return (
    <>
      <Lead>{label}</Lead>
      {inTrial && <DayPath day={day} />}
      <NoticePanel aria-labelledby="camino-siguiente">
        <h2 id="camino-siguiente">{next ? 'Lo siguiente' : 'Por hoy está todo hecho'}</h2>
        {next ? (
          <>
            <p>
              <strong>{next.title}.</strong> {next.detail}
            </p>
            <Actions>
              <Button as={Link} to={next.action!.to}>
                {next.action!.label}
              </Button>
            </Actions>
          </>
        ) : (
          <p>Vuelve mañana: te espera un nuevo día de tu camino.</p>
        )}
      </NoticePanel>
      <CaminoList steps={steps} />
    </>
  );
}
