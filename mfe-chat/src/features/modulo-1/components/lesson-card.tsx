import { useState, type ReactNode } from 'react';
import { ActionLabel, Eyebrow, Panel } from '../../../shared/layout.js';

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
