import styled from 'styled-components';
import { theme } from '@tm/shared-contracts/ui';

/** The strip under the header that says the app cannot reach the server: 'danger' or 'calm'. */
export const StatusBanner = styled.div<{ $tone: 'danger' | 'calm' }>`
  background: ${({ $tone }) => ($tone === 'danger' ? theme.color.dangerSoft : theme.color.accent)};
  color: ${theme.color.ink};
  border-bottom: 2px solid
    ${({ $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.primary)};
  padding: 0.75rem 1rem;
  text-align: center;
  p {
    margin: 0.25rem 0 0;
  }
`;
