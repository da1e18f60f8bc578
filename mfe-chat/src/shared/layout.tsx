import styled from 'styled-components';
import { Card, focusRing, theme } from '@tm/shared-contracts/ui';

/** A reading column: long answers read best at phone width, even on desktop. */
export const Column = styled.div`
  max-width: 42rem;
  margin: 0 auto;
  display: grid;
  gap: 1.25rem;
`;

export const Panel = styled(Card)`
  display: grid;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
    line-height: 1.3;
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
  margin-top: 0.25rem;
`;

export const Note = styled.p`
  margin: 0;
  font-size: 1rem;
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

/** A card that asks to subscribe or to finish a step: warm background, not an error. */
export const NoticePanel = styled(Panel)`
  background: ${theme.color.accent};
`;

/** A lesson's practical action with its checkbox. */
export const ActionLabel = styled.label`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.75rem 0.9rem;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.accent};
  border-left: 4px solid ${theme.color.primary};
  line-height: 1.5;
  cursor: pointer;
  input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0.1rem 0 0;
    accent-color: ${theme.color.primary};
  }
  input:focus-visible {
    ${focusRing}
  }
`;

/** The small line above a lesson's title (its day or number). */
export const Eyebrow = styled.p`
  font-weight: 700;
  color: ${theme.color.primary};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  font-size: 0.9rem;
`;
