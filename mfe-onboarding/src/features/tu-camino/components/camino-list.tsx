import { Panel, inlineIcon, theme } from '@tm/shared-contracts/ui';
import { Link } from '@tm/shared-contracts/router';
import { CircleCheck, Circle, Lock, ArrowRight } from 'lucide-react';
import styled from 'styled-components';
import type { CaminoState, CaminoStep } from '../camino.js';

const STATE_TEXT: Record<CaminoState, string> = {
  hecho: 'Hecho',
  siguiente: 'Lo siguiente',
  pendiente: 'Por hacer',
  cerrado: 'Todavía no',
};
const STATE_ICON = { hecho: CircleCheck, siguiente: ArrowRight, pendiente: Circle, cerrado: Lock };

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.75rem;
  li {
    display: grid;
    gap: 0.3rem;
    padding: 0.75rem 0;
    border-top: 1px solid ${theme.color.border};
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
`;

const State = styled.p<{ $state: CaminoState }>`
  font-weight: 700;
  font-size: 0.9rem;
  color: ${({ $state }) =>
    $state === 'hecho' || $state === 'siguiente' ? theme.color.primary : theme.color.inkSoft};
`;

/** Today's steps, each with its state in words and, while it can be done, the way to it. */
export function CaminoList({ steps }: { steps: CaminoStep[] }) {
  return (
    <Panel aria-labelledby="camino-hoy">
      <h2 id="camino-hoy">Tu día</h2>
      <Steps>
        {steps.map((step) => {
          const Icon = STATE_ICON[step.state];
          return (
            <li key={step.key}>
              <State $state={step.state}>
                <Icon {...inlineIcon} size={18} />
                {STATE_TEXT[step.state]}
              </State>
              <h3>{step.title}</h3>
              <p>{step.detail}</p>
              {step.action && (
                <p>
                  <Link to={step.action.to}>{step.action.label}</Link>
                </p>
              )}
            </li>
          );
        })}
      </Steps>
    </Panel>
  );
}
