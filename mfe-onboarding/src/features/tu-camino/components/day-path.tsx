import { TRIAL } from '@tm/shared-contracts';
import { theme } from '@tm/shared-contracts/ui';
import styled from 'styled-components';

const Days = styled.ol`
  display: grid;
  grid-template-columns: repeat(${TRIAL.days}, minmax(0, 1fr));
  gap: 0.35rem;
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    place-items: center;
    min-height: 2.75rem;
    border-radius: ${theme.radius.sm};
    border: 2px solid ${theme.color.inkSoft};
    background: ${theme.color.surface};
    color: ${theme.color.ink};
    font-weight: 600;
    font-size: 0.95rem;
  }
  li[data-day='pasado'] {
    background: ${theme.color.accent};
    border-color: ${theme.color.primary};
  }
  li[aria-current='date'] {
    background: ${theme.color.primary};
    border-color: ${theme.color.primary};
    color: ${theme.color.onPrimary};
  }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** The 7 days of the trial, today marked: where she is at a glance, in words for screen readers. */
export function DayPath({ day }: { day: number }) {
  return (
    <Days aria-label={`Tus ${TRIAL.days} días de prueba`}>
      {Array.from({ length: TRIAL.days }, (_, i) => i + 1).map((n) => (
        <li
          key={n}
          aria-current={n === day ? 'date' : undefined}
          data-day={n < day ? 'pasado' : n === day ? 'hoy' : 'por-venir'}
        >
          <span aria-hidden="true">{n}</span>
          <Hidden>
            Día {n}
            {n === day ? ', hoy' : n < day ? ', pasado' : ''}
          </Hidden>
        </li>
      ))}
    </Days>
  );
}
