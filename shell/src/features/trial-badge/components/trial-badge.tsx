import styled from 'styled-components';
import { theme } from '@tm/shared-contracts/ui';
import { useTrialUser } from '../../../shared/use-trial-user.js';
import { badgeState, badgeText, type BadgeState } from '../badge-state.js';

// White on these backgrounds: warning 5.4:1, calm 8.5:1 (WCAG AA).
const Badge = styled.span<{ $tone: BadgeState['tone'] }>`
  display: inline-block;
  padding: 0.3rem 0.75rem;
  border-radius: ${theme.radius.pill};
  background: ${({ $tone }) => ($tone === 'warning' ? theme.color.warning : theme.color.olive)};
  color: #ffffff;
  font-size: 0.85rem;
  font-weight: 700;
  white-space: nowrap;
`;

/** Days left in the free trial, for users who finished the intake (§4 Trial badge). */
export function TrialBadge() {
  const { started, trial } = useTrialUser();
  const state = started ? badgeState(trial) : null;
  if (!state) return null;
  return (
    <Badge $tone={state.tone} data-tone={state.tone} title="Días que quedan de tu prueba gratuita">
      {badgeText(state.days)}
    </Badge>
  );
}
