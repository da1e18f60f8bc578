import styled from 'styled-components';
import { Card, theme } from '@tm/shared-contracts/ui';

/** A narrow column: forms and confirmations read best at phone width, even on desktop. */
export const Narrow = styled.div`
  max-width: 36rem;
  margin: 0 auto;
  display: grid;
  gap: 1.25rem;
`;

export const Panel = styled(Card)`
  display: grid;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

export const Note = styled.p`
  margin: 0;
  font-size: 0.95rem;
  line-height: 1.5;
  color: ${theme.color.inkSoft};
`;

export const Checklist = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: 0.4rem;
  line-height: 1.5;
`;
