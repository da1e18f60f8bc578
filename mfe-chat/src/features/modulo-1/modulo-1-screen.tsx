import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from '@tm/shared-contracts/router';
import {
  call,
  hasStoredSubscription,
  module1LessonsOpen,
  moduloPath,
  notifyModule1Completed,
  PRICE,
  resolveTrial,
  ROUTES,
  STORAGE_KEYS,
  storedTrial,
  storedUserId,
  trialStatusQuery,
  weeklyChatOpen,
} from '@tm/shared-contracts';
import {
  Actions,
  Button,
  Column,
  ErrorCard,
  Lead,
  NoticePanel,
  PageContainer,
  PageTitle,
  Panel,
} from '@tm/shared-contracts/ui';
import { storedFlag } from '../../shared/stored-flag.js';
import { moduleCheckQuery } from './api/module-1.js';
import { ModuleContent } from './components/module-content.js';

/** /modulo-1 (§2, §4): closing, welcome, content, locked, in that order; loading meanwhile. */
export function Modulo1Screen() {
  const userId = storedUserId();
  if (!userId) return <Navigate to={ROUTES.landing} replace />;
  return (
    <PageContainer>
      <Column>
        <Modulo1 userId={userId} />
      </Column>
    </PageContainer>
  );
}

function Modulo1({ userId }: { userId: string }) {
  const [completed, setCompleted] = useState(() => storedFlag(STORAGE_KEYS.module1Completed));
  const [justSubscribed, setJustSubscribed] = useState(() =>
    storedFlag(STORAGE_KEYS.justSubscribed),
  );
  const queryClient = useQueryClient();
  const check = useQuery({ ...moduleCheckQuery(userId), enabled: !completed && !justSubscribed });
  const trial = useQuery(trialStatusQuery(userId));
  // Read once per screen, so render stays pure.
  const [now] = useState(() => Date.now());
  const active = trial.data?.isActive ?? hasStoredSubscription();
  // §4: the chat button shows to trial users only while active or trialing (the chat's own rule).
  const chatButton = trial.data && weeklyChatOpen(trial.data) && (
    <Button as={Link} to={ROUTES.chatSemanal} $variant="secondary">
      Ir a mi chat semanal
    </Button>
  );

  const continueToModule2 = async () => {
    window.localStorage.removeItem(STORAGE_KEYS.module1Completed);
    if (active) {
      // Module 2 opens a week after Module 1: once open it is there, before that the §4 alert.
      const { unlockedModules } = await queryClient
        .fetchQuery(moduleCheckQuery(userId))
        .catch(() => ({ unlockedModules: [] as number[] }));
      if (unlockedModules.includes(2)) {
        window.location.assign(moduloPath(2));
        return;
      }
      window.alert('El Módulo 2 llega muy pronto. Te avisaremos en cuanto esté listo.');
      window.location.reload();
      return;
    }
    window.location.assign(ROUTES.checkout);
  };

  const finish = () => {
    window.localStorage.setItem(STORAGE_KEYS.module1Completed, 'true');
    call(notifyModule1Completed, { body: { userId } }).catch((error: unknown) =>
      console.warn('No se pudo enviar el correo de cierre del Módulo 1.', error),
    );
    setCompleted(true);
    window.scrollTo({ top: 0 });
  };

  if (completed) {
    return (
      <>
        <PageTitle>¡Terminaste el Módulo 1!</PageTitle>
        <Lead>
          Una semana de pasos pequeños: tu plato, las etiquetas, caminar, el agua, el sueño y la
          respiración. Esos hábitos son la base de todo lo que sigue.
        </Lead>
        <Panel aria-labelledby="lo-que-sigue">
          <h2 id="lo-que-sigue">Lo que sigue</h2>
          <p>
            En el Módulo 2 profundizamos en tu digestión y en cómo comer para tener energía estable
            todo el día.
          </p>
          <Actions>
            <Button type="button" onClick={() => void continueToModule2()}>
              Continuar al Módulo 2
            </Button>
            {chatButton}
          </Actions>
        </Panel>
      </>
    );
  }

  if (justSubscribed) {
    return (
      <>
        <PageTitle>¡Te damos la bienvenida a tu plan!</PageTitle>
        <Lead>
          Tu suscripción está activa. Ahora empieza tu Módulo 1: una semana de lecciones cortas, una
          por día, con una acción práctica para cada una.
        </Lead>
        <Actions>
          <Button
            type="button"
            onClick={() => {
              window.localStorage.removeItem(STORAGE_KEYS.justSubscribed);
              setJustSubscribed(false);
            }}
          >
            Continuar
          </Button>
        </Actions>
      </>
    );
  }

  if (check.error) {
    return (
      <ErrorCard
        title="No pudimos cargar tu módulo"
        message="Revisa tu conexión e inténtalo de nuevo."
        actionLabel="Reintentar"
        onAction={() => void check.refetch()}
      />
    );
  }
  if (!check.data) return <p role="status">Cargando tu Módulo 1...</p>;

  if (check.data.unlockedModules.includes(1)) {
    return (
      <>
        <PageTitle>Módulo 1: Nutrición funcional para tu azúcar</PageTitle>
        <Lead>
          Siete días, siete lecciones cortas para la resistencia a la insulina. Cada una trae una
          acción práctica para ese día.
        </Lead>
        <Actions>
          <Button as={Link} to={ROUTES.modulos} $variant="secondary">
            Ver todos mis módulos
          </Button>
          {chatButton}
        </Actions>
        <ModuleContent
          userId={userId}
          openCount={module1LessonsOpen(
            resolveTrial(trial.data, storedTrial(), now).daysSinceStart,
          )}
          onFinish={finish}
        />
      </>
    );
  }

  const expired = trial.data ? !trial.data.hasAccess : false;
  return (
    <>
      <PageTitle>Módulo 1</PageTitle>
      <NoticePanel aria-labelledby="modulo-cerrado">
        <h2 id="modulo-cerrado">Tu Módulo 1 todavía está cerrado</h2>
        {expired ? (
          <p>
            Tu prueba gratuita terminó. Activa tu suscripción para abrir tus lecciones y seguir con
            tu programa.
          </p>
        ) : (
          <p>
            Se abre cuando tengas tu informe inicial: completa tu formulario de ingreso y tus 5 días
            de observación.
          </p>
        )}
        <Actions>
          {expired ? (
            <Button as={Link} to={ROUTES.checkout}>
              {`Activar suscripción ($${PRICE.amountUsd} USD/mes)`}
            </Button>
          ) : (
            <Button as={Link} to={ROUTES.informeInicial}>
              Ir a mi informe inicial
            </Button>
          )}
        </Actions>
      </NoticePanel>
    </>
  );
}
