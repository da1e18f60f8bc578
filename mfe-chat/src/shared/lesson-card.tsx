import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing, Panel, theme } from '@tm/shared-contracts/ui';

/** A lesson's practical action with its checkbox (Module 1 and Modules 2–13). */
const ActionLabel = styled.label`
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

/** The small line above a lesson's title (its day or number). */
const Eyebrow = styled.p`
  font-weight: 700;
  color: ${theme.color.primary};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  font-size: 0.9rem;
`;

interface LessonCardProps {
  /** Unique on the page: names the card by its title. */
  id: string;
  /** "Día 1", "Lección 2 · 4 min". */
  eyebrow: string;
  title: string;
  /** The one thing to do; the checkbox says it is done. */
  action: string;
  /** The lesson's text (and cautions) between the title and the action. */
  children: ReactNode;
  done: boolean;
  /** Saves the tick; a rejection puts the box back as it was. */
  onToggle: (done: boolean) => Promise<unknown>;
}

/** The tick shows at once on the click; the saved progress (done) wins whenever it changes. */
export function LessonCard({
  id,
  eyebrow,
  title,
  action,
  children,
  done,
  onToggle,
}: LessonCardProps) {
  const titleId = `leccion-${id}`;
  const [checked, setChecked] = useState(done);
  const [savedDone, setSavedDone] = useState(done);
  if (savedDone !== done) {
    setSavedDone(done);
    setChecked(done);
  }
  return (
    <Panel as="article" aria-labelledby={titleId}>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h2 id={titleId}>{title}</h2>
      {children}
      <ActionLabel>
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
          {action}
        </span>
      </ActionLabel>
    </Panel>
  );
}
