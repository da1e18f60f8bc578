import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { localDay, localTime, type WeeklyCheckin } from '@tm/shared-contracts';
import { theme, Note, Panel } from '@tm/shared-contracts/ui';
import { spanishDate } from './chat-time.js';
import { MessageBubble } from './message-bubble.js';

const STEP_LABEL = 'Tu paso para esta semana:';

/** Oldest first; a long history scrolls inside its box, so the page (and an alert on top) stays. */
const List = styled.ol`
  position: relative;
  list-style: none;
  margin: 0;
  padding: 0.25rem;
  display: grid;
  gap: 1rem;
  max-height: min(70vh, 40rem);
  overflow-y: auto;
  overscroll-behavior: contain;
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

const Exchange = styled.article`
  display: grid;
  gap: 0.6rem;
`;

const Day = styled.h3`
  margin: 0.25rem 0 0;
  font-size: 0.95rem;
  font-weight: 600;
  text-align: center;
  color: ${theme.color.inkSoft};
`;

const Step = styled.p`
  padding: 0.6rem 0.8rem;
  border-left: 4px solid ${theme.color.primary};
  background: ${theme.color.accent};
  border-radius: ${theme.radius.sm};
`;

const Topics = styled.p`
  font-size: 0.95rem;
  color: ${theme.color.inkSoft};
`;

/** The answer as plain text paragraphs (never HTML); the weekly step stands out. */
function AnswerText({ text }: { text: string }) {
  return text
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph, index) =>
      paragraph.startsWith(STEP_LABEL) ? (
        <Step key={index}>
          <strong>{STEP_LABEL}</strong>
          {paragraph.slice(STEP_LABEL.length)}
        </Step>
      ) : (
        <p key={index}>{paragraph}</p>
      ),
    );
}

const At = ({ iso }: { iso: string }) => <time dateTime={iso}>{localTime(iso)}</time>;

interface CheckinHistoryProps {
  checkins: WeeklyCheckin[];
  /** A message on its way: shown at once under the others, as "Enviando…". */
  pending?: string;
}

/**
 * The conversation, oldest first with the newest at the bottom, kept scrolled to it. Each
 * check-in is her message and the assistant's reply beneath it; a date heads each day.
 */
export function CheckinHistory({ checkins, pending }: CheckinHistoryProps) {
  const list = useRef<HTMLOListElement>(null);
  // Before paint, so the newest exchange is what shows first, not the oldest then a jump: the
  // bottom of the box, or the exchange's start when it is taller than the box.
  useLayoutEffect(() => {
    const element = list.current;
    const newest = element?.lastElementChild;
    if (!element || !(newest instanceof HTMLElement)) return;
    element.scrollTop =
      newest.offsetHeight > element.clientHeight ? newest.offsetTop : element.scrollHeight;
  }, [checkins.length, pending]);

  return (
    <Panel aria-labelledby="historial">
      <h2 id="historial">Tus conversaciones</h2>
      {checkins.length === 0 && pending === undefined ? (
        <Note>Todavía no hay mensajes. Cuéntale a tu asistente cómo fue tu semana.</Note>
      ) : (
        // Focusable so a keyboard can scroll a long history.
        <List ref={list} tabIndex={0} aria-labelledby="historial">
          {checkins.map((checkin, index) => {
            const day = localDay(checkin.createdAt);
            const newDay = index === 0 || localDay(checkins[index - 1]!.createdAt) !== day;
            return (
              <li key={checkin.id}>
                <Exchange aria-label={`Conversación del ${spanishDate(checkin.createdAt)}`}>
                  {newDay && (
                    <Day>
                      <time dateTime={day}>{spanishDate(checkin.createdAt)}</time>
                    </Day>
                  )}
                  <MessageBubble from="person" meta={<At iso={checkin.createdAt} />}>
                    <p>{checkin.inputText}</p>
                  </MessageBubble>
                  <MessageBubble
                    from="assistant"
                    tier={checkin.alert?.tier}
                    meta={<At iso={checkin.createdAt} />}
                  >
                    <AnswerText text={checkin.responseText} />
                    {checkin.systemsDetected.length > 0 && (
                      <Topics>Temas: {checkin.systemsDetected.join(', ')}</Topics>
                    )}
                  </MessageBubble>
                </Exchange>
              </li>
            );
          })}
          {pending !== undefined && (
            <li>
              <Exchange aria-label="Mensaje enviándose">
                <MessageBubble from="person" meta="Enviando…">
                  <p>{pending}</p>
                </MessageBubble>
              </Exchange>
            </li>
          )}
        </List>
      )}
    </Panel>
  );
}
