import styled from 'styled-components';
import type { WeeklyCheckin } from '@tm/shared-contracts';
import { theme, Note, Panel } from '@tm/shared-contracts/ui';

const STEP_LABEL = 'Tu paso para esta semana:';

const dateFormat = new Intl.DateTimeFormat('es', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** §2: dates in the Spanish locale ("domingo, 22 de noviembre de 2026"). */
export const spanishDate = (iso: string): string => dateFormat.format(new Date(iso));

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

const Bubble = styled.div<{ $from: 'person' | 'assistant' }>`
  padding: 0.9rem 1rem;
  border-radius: ${theme.radius.md};
  line-height: 1.6;
  background: ${({ $from }) => ($from === 'person' ? theme.color.accent : theme.color.surface)};
  border: 1px solid ${theme.color.border};
  h4 {
    margin: 0 0 0.35rem;
    font-size: 0.95rem;
    color: ${theme.color.inkSoft};
  }
  p {
    margin: 0 0 0.6rem;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  p:last-child {
    margin-bottom: 0;
  }
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

/** Newest first, right under the form, so a new answer shows without scrolling. */
export function CheckinHistory({ checkins }: { checkins: WeeklyCheckin[] }) {
  const newestFirst = [...checkins].reverse();
  return (
    <Panel aria-labelledby="historial">
      <h2 id="historial">Tus conversaciones</h2>
      {newestFirst.length === 0 ? (
        <Note>Todavía no hay mensajes. Cuéntale a tu asistente cómo fue tu semana.</Note>
      ) : (
        <List>
          {newestFirst.map((checkin) => (
            <li key={checkin.id}>
              <article aria-label={`Conversación del ${spanishDate(checkin.createdAt)}`}>
                <h3 style={{ margin: '0 0 0.5rem', fontSize: '1.05rem' }}>
                  <time dateTime={checkin.createdAt}>{spanishDate(checkin.createdAt)}</time>
                </h3>
                <div style={{ display: 'grid', gap: '0.6rem' }}>
                  <Bubble $from="person">
                    <h4>Tú escribiste</h4>
                    <p>{checkin.inputText}</p>
                  </Bubble>
                  <Bubble $from="assistant">
                    <h4>Tu asistente</h4>
                    <AnswerText text={checkin.responseText} />
                    {checkin.systemsDetected.length > 0 && (
                      <Topics>Temas: {checkin.systemsDetected.join(', ')}</Topics>
                    )}
                  </Bubble>
                </div>
              </article>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}
