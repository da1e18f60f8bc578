import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { STORAGE_KEYS, TIMINGS } from '@tm/shared-contracts';
import { theme } from '@tm/shared-contracts/ui';
import { useNow } from '../../../shared/use-now.js';
import { useStoredItem } from '../../../shared/use-stored-item.js';
import { trialStatusQueryOptions } from '../api/get-trial-status.js';
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
  const userId = useStoredItem(STORAGE_KEYS.userId);
  const intakeDone = useStoredItem(STORAGE_KEYS.intakeDone);
  const trialStart = useStoredItem(STORAGE_KEYS.trialStart);
  const visible = Boolean(userId) && Boolean(intakeDone) && intakeDone !== 'false';
  const { data } = useQuery({ ...trialStatusQueryOptions(userId ?? ''), enabled: visible });
  const now = useNow(TIMINGS.trialStatusRefetchMs);

  const state = visible ? badgeState(data, trialStart, now) : null;
  if (!state) return null;
  return (
    <Badge $tone={state.tone} data-tone={state.tone} title="Días que quedan de tu prueba gratuita">
      {badgeText(state.days)}
    </Badge>
  );
}
