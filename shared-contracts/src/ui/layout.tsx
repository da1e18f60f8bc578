import styled from 'styled-components';
import { Card } from './card.js';
import { theme } from './theme.js';

/** A column at phone width even on desktop, where forms and long answers read best. */
const column = (maxWidth: string) => styled.div`
  max-width: ${maxWidth};
  margin: 0 auto;
  display: grid;
  gap: 1.25rem;
`;

/** Forms and confirmations. */
export const Narrow = column('36rem');
/** Reading: answers, lessons. */
export const Column = column('42rem');

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

/** A card that asks to subscribe or to finish a step: warm background, not an error. */
export const NoticePanel = styled(Panel)`
  background: ${theme.color.accent};
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
