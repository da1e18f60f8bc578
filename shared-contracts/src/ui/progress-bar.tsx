import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme.js';

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space.xs};
`;

const Labels = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.xs};
  font-weight: ${theme.fontWeight.medium};
  color: ${theme.color.ink};
`;

const Track = styled.div`
  height: 0.75rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.muted};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${theme.color.primary};
  transition: width ${theme.motion.fast} ease-out;
`;

interface ProgressBarProps {
  /** What advances, shown above the bar and naming it: 'Tu registro', 'Historial funcional'. */
  label: ReactNode;
  value: number;
  max: number;
  /** How far, in words, said to screen readers and shown at the right: 'Paso 3 de 10'. */
  valueText?: string;
  className?: string;
}

/** A labelled progress bar: the words say how far (a screen reader hears them), the bar shows it. */
export function ProgressBar({ label, value, max, valueText, className }: ProgressBarProps) {
  const id = useId();
  const clamped = Math.min(Math.max(value, 0), max);
  const text = valueText ?? `${clamped} de ${max}`;
  return (
    <Wrap className={className}>
      <Labels>
        <span id={`${id}-label`}>{label}</span>
        <span aria-hidden="true">{text}</span>
      </Labels>
      <Track
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={text}
      >
        <Fill style={{ width: `${max > 0 ? (clamped / max) * 100 : 0}%` }} />
      </Track>
    </Wrap>
  );
}
