import { theme } from '@tm/shared-contracts/ui';
import styled from 'styled-components';

export { Field, FieldHint as Hint } from '@tm/shared-contracts/ui';

export const Fieldset = styled.fieldset`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  padding: 1rem;
  margin: 0 0 1.5rem;
  background: ${theme.color.surface};
  legend {
    font-weight: 700;
    font-size: 1.15rem;
    padding: 0 0.4rem;
    color: ${theme.color.primary};
  }
`;
