import styled from 'styled-components';
import { theme } from '@tm/shared-contracts/ui';

/** The strip under the header that says the server cannot be reached right now. */
export const StatusBanner = styled.div`
  background: ${theme.color.dangerSoft};
  color: ${theme.color.ink};
  border-bottom: 2px solid ${theme.color.danger};
  padding: 0.75rem 1rem;
  text-align: center;
  p {
    margin: 0.25rem 0 0;
  }
`;
