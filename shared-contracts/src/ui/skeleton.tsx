import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { theme } from './theme.js';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

const Bar = styled.span<{ $width: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: 1rem;
  border-radius: ${theme.radius.sm};
  background: linear-gradient(
      90deg,
      ${theme.color.muted} 40%,
      ${theme.color.accent} 50%,
      ${theme.color.muted} 60%
    )
    0 0 / 300% 100%;
  animation: ${shimmer} ${theme.motion.slow} linear infinite;
  /* Here as well as in GlobalStyles: a skeleton may show before (or without) the shell's styles. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Lines = styled.span`
  display: grid;
  gap: ${theme.space.xs};
`;

/** Widths of the lines, so a block of them reads as a paragraph. */
const WIDTHS = ['100%', '92%', '96%', '70%'];

/**
 * Grey lines where text is about to be: hidden from screen readers (the loading text says it),
 * shimmering unless the reader asked for less motion.
 */
export function Skeleton({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <Lines aria-hidden="true" className={className} data-skeleton="">
      {Array.from({ length: lines }, (_, i) => (
        <Bar key={i} $width={WIDTHS[i % WIDTHS.length]!} />
      ))}
    </Lines>
  );
}

const LoadingBox = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  p {
    margin: 0;
    color: ${theme.color.inkSoft};
  }
`;

/** A screen part on its way: its loading text (a polite status) above a few skeleton lines. */
export function Loading({ children, lines = 3 }: { children: ReactNode; lines?: number }) {
  return (
    <LoadingBox>
      <p role="status">{children}</p>
      <Skeleton lines={lines} />
    </LoadingBox>
  );
}
