import styled from 'styled-components';
import { theme } from './theme.js';

export const Card = styled.section`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  padding: 1.5rem;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.06);
`;
