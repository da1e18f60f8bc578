import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme.js';

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.xl} ${theme.space.md};
  border: 2px dashed ${theme.color.border};
  border-radius: ${theme.radius.md};
  text-align: center;
  color: ${theme.color.inkSoft};
  line-height: ${theme.lineHeight.body};
  > svg {
    max-width: 10rem;
  }
  h2,
  h3 {
    margin: 0;
    color: ${theme.color.ink};
    font-size: ${theme.fontSize.lg};
    line-height: ${theme.lineHeight.heading};
  }
  p {
    margin: 0;
    max-width: 30rem;
  }
`;

interface EmptyStateProps {
  title: string;
  /** The heading's level where it sits in the page's outline. */
  headingLevel?: 2 | 3;
  /** A picture from the shared illustrations, if one fits. */
  picture?: ReactNode;
  /** What to do about it: a button or a link. */
  action?: ReactNode;
  children?: ReactNode;
}

/** Nothing here yet: says so kindly, with what to do first, instead of an empty table or list. */
export function EmptyState({
  title,
  headingLevel = 2,
  picture,
  action,
  children,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Box aria-label={title}>
      {picture}
      <Heading>{title}</Heading>
      {typeof children === 'string' ? <p>{children}</p> : children}
      {action}
    </Box>
  );
}
