import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, Navigate } from '@tm/shared-contracts/router';
import {
  accessEndsAt,
  checkinAllowance,
  DAY_MS,
  resolveTrial,
  ROUTES,
  STORAGE_KEYS,
  storedTrial,
  storedUserId,
  trialStatusQuery,
  WEEKLY_CHAT,
  weeklyChatOpen,
} from '@tm/shared-contracts';
import {
  Column,
  ErrorCard,
  Lead,
  Loading,
  Note,
  NoticePanel,
  PageContainer,
  PageTitle,
  TriageAlert,
  type ScreenQueries,
} from '@tm/shared-contracts/ui';
import { storedFlag } from '../../shared/stored-flag.js';
import { checkinsQuery, useSendCheckin } from './api/checkins.js';
import { BlockedCard } from './components/blocked-card.js';
import { CheckinForm } from './components/checkin-form.js';
import { spanishDate } from './components/chat-time.js';
import { CheckinHistory } from './components/checkin-history.js';
import { RestrictedCard } from './components/restricted-card.js';

/** The stored trial start in ms, or null: where the chat's access ends for a trial user. */
function storedTrialStartMs(): number | null {
  const start = Number(storedTrial().trialStart);
  return Number.isFinite(start) && start > 0 ? start : null;
}

/** What the chat reads as it opens (only once the report is ready), asked for ahead of it. */
export const chatSemanalQueries: ScreenQueries = ({ userId }) =>
  userId && storedFlag(STORAGE_KEYS.informeReady)
    ? [trialStatusQuery(userId), checkinsQuery(userId)]
    : [];

/** /chat-semanal (§2, §4): needs a user id and the report; the form only while the chat is open. */
export function ChatSemanalScreen() {
  const userId = storedUserId();
  if (!userId) return <Navigate to={ROUTES.bienvenidaTrial} replace />;
  return (
    <PageContainer>
      <Column>
        <PageTitle>Chat Semanal</PageTitle>
        <Lead>
          Cada semana puedes escribirle hasta {WEEKLY_CHAT.checkinsPerPeriod} mensajes a tu
          asistente de nutrición. Te responde con ideas sencillas y un paso concreto para los
          próximos {WEEKLY_CHAT.periodDays} días. Una urgencia de salud siempre se responde y no
          cuenta.
        </Lead>
        {storedFlag(STORAGE_KEYS.informeReady) ? (
          <WeeklyChat userId={userId} />
        ) : (
          <RestrictedCard />
        )}
      </Column>
    </PageContainer>
  );
}

function WeeklyChat({ userId }: { userId: string }) {
  const trial = useQuery(trialStatusQuery(userId));
  const history = useQuery(checkinsQuery(userId));
  const [answered, setAnswered] = useState(false);
  // A red-flag answer sent from the box at the bottom brings the alert on top into view.
  const showAlert = useRef(false);
  const send = useSendCheckin(userId, (checkin) => {
    setAnswered(true);
    showAlert.current = checkin.alert !== null;
  });
  // Read once per screen (render stays pure); a check-in sent later still counts (see checkinAllowance).
  const [now] = useState(() => Date.now());

  if (history.error) {
    return (
      <ErrorCard
        title="No pudimos cargar tu chat"
        message="Revisa tu conexión e inténtalo de nuevo."
        actionLabel="Reintentar"
        onAction={() => void Promise.all([history.refetch(), trial.refetch()])}
      />
    );
  }
  if (!history.data || trial.isPending) {
    return <Loading lines={4}>Cargando tu chat...</Loading>;
  }

  // Without a server answer the stored subscription marker and trial start decide (the API still checks).
  const access = resolveTrial(trial.data, storedTrial(), now);
  const open = weeklyChatOpen(access);
  // Red flags never use up the allowance (the API counts the same way).
  const allowance = checkinAllowance(
    history.data
      .filter((checkin) => checkin.alert === null)
      .map((checkin) => Date.parse(checkin.createdAt)),
    now,
  );
  // The newest red-flag answer of the last day stays on top of the screen (sent now: always).
  const alerted = [...history.data]
    .reverse()
    .find(
      (checkin) =>
        checkin.alert &&
        (checkin.id === send.data?.id || now - Date.parse(checkin.createdAt) < DAY_MS),
    );
  // Her message shows at once, until the answer is in the history in its place.
  const pending =
    send.isPending || (send.isSuccess && !history.data.some(({ id }) => id === send.data.id))
      ? send.variables
      : undefined;

  return (
    <>
      {alerted?.alert && (
        <div
          key={alerted.id}
          ref={(element) => {
            if (element && showAlert.current) element.scrollIntoView({ block: 'start' });
            showAlert.current = false;
          }}
        >
          <TriageAlert alert={alerted.alert} />
        </div>
      )}
      {!open && <BlockedCard daysRemaining={Math.min(0, access.daysRemaining)} />}
      {open && allowance.remaining === 0 && (
        <NoticePanel aria-labelledby="semana-completa">
          <h2 id="semana-completa">Ya enviaste tus mensajes de esta semana</h2>
          {(() => {
            const accessEnd = accessEndsAt(access, storedTrialStartMs());
            const next = allowance.nextAvailableAt ?? now;
            return accessEnd !== null && next > accessEnd ? (
              <p>
                Tu prueba gratuita termina antes de que puedas escribir de nuevo.{' '}
                <Link to={ROUTES.checkout}>Activa tu suscripción</Link> para seguir hablando con tu
                asistente.
              </p>
            ) : (
              <p>
                Usaste tus {WEEKLY_CHAT.checkinsPerPeriod} mensajes de los últimos{' '}
                {WEEKLY_CHAT.periodDays} días. Podrás escribir de nuevo el {spanishDate(next)}.
              </p>
            );
          })()}
          <Note>
            Si tienes una urgencia de salud, escríbela igual aquí abajo: siempre se responde y no
            cuenta.
          </Note>
        </NoticePanel>
      )}
      <CheckinHistory checkins={history.data} pending={pending} />
      <Note role="status">
        {send.isPending
          ? 'Enviando tu mensaje…'
          : answered
            ? 'Tu asistente respondió. Su respuesta está al final de la conversación.'
            : ''}
      </Note>
      {open && (
        <CheckinForm
          remaining={allowance.remaining}
          sending={send.isPending}
          onSend={(message) => send.mutateAsync(message)}
        />
      )}
    </>
  );
}
