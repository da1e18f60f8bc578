import { useState } from 'react';
import styled from 'styled-components';
import { focusRing, theme, Panel } from '@tm/shared-contracts/ui';
import type { Lesson } from '../lessons.js';

const Action = styled.label`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.75rem 0.9rem;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.accent};
  border-left: 4px solid ${theme.color.primary};
  line-height: 1.5;
  cursor: pointer;
  input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0.1rem 0 0;
    accent-color: ${theme.color.primary};
  }
  input:focus-visible {
    ${focusRing}
  }
`;

const Day = styled.p`
  font-weight: 700;
  color: ${theme.color.primary};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  font-size: 0.9rem;
`;

interface LessonCardProps {
  lesson: Lesson;
  done: boolean;
  /** Saves the tick; a rejection puts the box back as it was. */
  onToggle: (done: boolean) => Promise<unknown>;
}

/** The tick shows at once on the click; the saved progress (done) wins whenever it changes. */
export function LessonCard({ lesson, done, onToggle }: LessonCardProps) {
  const titleId = `leccion-${lesson.id}`;
  const [checked, setChecked] = useState(done);
  const [savedDone, setSavedDone] = useState(done);
  if (savedDone !== done) {
    setSavedDone(done);
    setChecked(done);
  }
  return (
    <Panel as="article" aria-labelledby={titleId}>
      <Day>Día {lesson.day}</Day>
      <h2 id={titleId}>{lesson.title}</h2>
      {lesson.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <Action>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            const next = event.target.checked;
            setChecked(next);
            onToggle(next).catch(() => setChecked(!next));
          }}
        />
        <span>
          <strong>Acción práctica: </strong>
          {lesson.action}
        </span>
      </Action>
    </Panel>
  );
}
