import styled from 'styled-components';
import { theme } from './theme.js';

export const Card = styled.section`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  padding: 1.5rem;
  box-shadow: ${theme.shadow.card};
`;
