import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { belowHeader, theme } from './theme.js';

/** 'Paso 3 de 10': what the bar shows and what a screen reader reads for it. */
export const stepText = (step: number, total: number) => `Paso ${step} de ${total}`;

/** A progress bar's track and fill (`<span style={{ width }} />` inside), with role progressbar. */
export const ProgressTrack = styled.div`
  height: 0.6rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accent};
  border: 1px solid ${theme.color.inkSoft};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${theme.color.primary};
    transition: width 0.3s ease;
    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
  }
`;

const Count = styled.p`
  margin: 0 0 0.4rem;
  font-weight: 600;
  color: ${theme.color.inkSoft};
`;

/** A progress bar of steps: the text 'Paso N de M' above a bar that says the same. */
export function StepProgress({ step, total }: { step: number; total: number }) {
  const labelId = useId();
  return (
    <div>
      <Count id={labelId}>{stepText(step, total)}</Count>
      <ProgressTrack
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={stepText(step, total)}
      >
        <span style={{ width: `${(step / total) * 100}%` }} />
      </ProgressTrack>
    </div>
  );
}

const Section = styled.section`
  display: grid;
  gap: 1rem;
  ${belowHeader('1rem')}
  h2 {
    margin: 0.5rem 0 0;
    font-size: 1.35rem;
    line-height: 1.3;
    color: ${theme.color.primary};
    &:focus {
      outline: none;
    }
  }
`;

interface StepperProps {
  /** 1-based. */
  step: number;
  total: number;
  /** The step's heading, focused whenever the step changes. */
  title: string;
  children: ReactNode;
}

/**
 * One step of a form in steps: its progress and its heading, then its content. When the step
 * changes (not on the first render) the heading takes the focus, so a screen reader reads where
 * the person is and the keyboard starts from the top of the new step, below the sticky header.
 */
export function Stepper({ step, total, title, children }: StepperProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    // The step's top (its progress) stops below the sticky header (belowHeader).
    heading.current?.closest('section')?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [step]);
  return (
    <Section aria-labelledby={headingId}>
      <StepProgress step={step} total={total} />
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </Section>
  );
}
