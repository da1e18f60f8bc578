import styled from 'styled-components';
import { Button } from './button.js';
import { Card } from './card.js';
import { theme } from './theme.js';

const Alert = styled(Card)`
  max-width: 36rem;
  margin: 2rem auto;
  border-color: ${theme.color.danger};
  background: ${theme.color.dangerSoft};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
    color: ${theme.color.danger};
  }
  p {
    margin: 0 0 1.25rem;
    line-height: 1.5;
    color: ${theme.color.ink};
  }
`;

export interface ErrorCardProps {
  title: string;
  message: string;
  actionLabel?: string;
  onAction?: () => void;
}

/** A calm, visible failure with one way forward (retry, back home…). */
export function ErrorCard({ title, message, actionLabel, onAction }: ErrorCardProps) {
  return (
    <Alert role="alert">
      <h2>{title}</h2>
      <p>{message}</p>
      {actionLabel && onAction && (
        <Button type="button" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </Alert>
  );
}
