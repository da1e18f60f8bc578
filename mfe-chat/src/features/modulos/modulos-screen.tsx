import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from '@tm/shared-contracts/router';
import { moduloPath, PRICE, ROUTES, storedUserId } from '@tm/shared-contracts';
import {
  Actions,
  Button,
  Column,
  ErrorCard,
  Lead,
  Note,
  PageContainer,
  PageTitle,
  Panel,
} from '@tm/shared-contracts/ui';
import { programmeQuery } from './api/programme.js';
import { moduleStatusText } from './components/module-status.js';

/** /modulos: every module with its state (done, open, opens on <date>) and its progress. */
export function ModulosScreen() {
  const userId = storedUserId();
  if (!userId) return <Navigate to={ROUTES.landing} replace />;
  return (
    <PageContainer>
      <Column>
        <PageTitle>Tu programa</PageTitle>
        <Lead>
          Trece módulos, uno por semana. Cada lección trae una acción práctica, y cada módulo
          termina con un repaso corto.
        </Lead>
        <ModuleList userId={userId} />
      </Column>
    </PageContainer>
  );
}

function ModuleList({ userId }: { userId: string }) {
  const programme = useQuery(programmeQuery(userId));
  if (programme.error) {
    return (
      <ErrorCard
        title="No pudimos cargar tu programa"
        message="Revisa tu conexión e inténtalo de nuevo."
        actionLabel="Reintentar"
        onAction={() => void programme.refetch()}
      />
    );
  }
  if (!programme.data) return <p role="status">Cargando tu programa...</p>;
  const { modules, needsSubscription } = programme.data;
  return (
    <>
      {needsSubscription && (
        <Note>
          {`Del Módulo 2 en adelante, los módulos se abren uno por semana con tu suscripción de $${PRICE.amountUsd} USD/mes.`}
        </Note>
      )}
      {modules.map((module) => {
        const titleId = `modulo-${module.number}`;
        return (
          <Panel as="article" key={module.number} aria-labelledby={titleId}>
            <h2 id={titleId}>
              Módulo {module.number}: {module.title}
            </h2>
            <p>
              <strong>{moduleStatusText(module, needsSubscription)}</strong>
              {module.state !== 'locked' &&
                ` · ${module.actionsDone} de ${module.actionsTotal} acciones hechas` +
                  (module.checkPassed === null
                    ? ''
                    : module.checkPassed
                      ? ' · Repaso aprobado'
                      : ' · Repaso pendiente')}
            </p>
            {module.state !== 'locked' && (
              <Actions>
                <Button as={Link} to={moduloPath(module.number)} $variant="secondary">
                  {`Abrir el Módulo ${module.number}`}
                </Button>
              </Actions>
            )}
          </Panel>
        );
      })}
    </>
  );
}
