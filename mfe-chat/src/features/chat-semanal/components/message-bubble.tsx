import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { CheckinAlert } from '@tm/shared-contracts';
import { theme, TRIAGE_TONE } from '@tm/shared-contracts/ui';

type From = 'person' | 'assistant';

const Box = styled.div<{ $from: From; $tier?: CheckinAlert['tier'] }>`
  max-width: min(34rem, 88%);
  justify-self: ${({ $from }) => ($from === 'person' ? 'end' : 'start')};
  padding: 0.75rem 1rem;
  line-height: 1.6;
  border: 1px solid ${theme.color.border};
  /* The corner nearest the sender is square, as in a messaging app. */
  border-radius: ${({ $from }) =>
    $from === 'person'
      ? `${theme.radius.md} ${theme.radius.md} 4px ${theme.radius.md}`
      : `${theme.radius.md} ${theme.radius.md} ${theme.radius.md} 4px`};
  background: ${({ $from }) => ($from === 'person' ? theme.color.accent : theme.color.surface)};
  ${({ $tier }) =>
    $tier &&
    css`
      border: 3px solid ${TRIAGE_TONE[$tier].edge};
      background: ${TRIAGE_TONE[$tier].background};
    `}
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

const Meta = styled.p`
  && {
    margin: 0.4rem 0 0;
  }
  font-size: 0.85rem;
  color: ${theme.color.inkSoft};
  text-align: right;
`;

const AlertLabel = styled.p<{ $tier: CheckinAlert['tier'] }>`
  && {
    margin-bottom: 0.4rem;
  }
  font-weight: 700;
  color: ${({ $tier }) => TRIAGE_TONE[$tier].edge};
`;

interface MessageBubbleProps {
  from: From;
  /** The time under the message, or what is happening to it ("Enviando…"). */
  meta: ReactNode;
  /** A red-flag reply wears its triage tier's colours and title. */
  tier?: CheckinAlert['tier'];
  children: ReactNode;
}

/** One message of the conversation: hers on the right, the assistant's on the left. */
export function MessageBubble({ from, meta, tier, children }: MessageBubbleProps) {
  return (
    <Box $from={from} $tier={tier}>
      <h4>{from === 'person' ? 'Tú escribiste' : 'Tu asistente'}</h4>
      {tier && <AlertLabel $tier={tier}>{TRIAGE_TONE[tier].title}</AlertLabel>}
      {children}
      <Meta>{meta}</Meta>
    </Box>
  );
}
