import { Link } from '@tm/shared-contracts/router';
import styled from 'styled-components';
import { focusRing, theme } from '@tm/shared-contracts/ui';

export { Field, FieldError, FieldHint as Hint } from '@tm/shared-contracts/ui';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

/** An in-app text link (router navigation, no reload). */
export const TextLink = styled(Link)`
  color: ${theme.color.primary};
  font-weight: 600;
  text-decoration: underline;
  &:focus-visible {
    ${focusRing}
  }
`;
