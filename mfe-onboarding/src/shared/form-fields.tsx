import { theme, focusRing } from '@tm/shared-contracts/ui';
import styled from 'styled-components';

/** Label above its control, large touch targets (mobile-first, older readers). */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-bottom: 1rem;
  label {
    font-weight: 600;
    color: ${theme.color.ink};
  }
  input:not([type='range']):not([type='radio']),
  select,
  textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${theme.color.inkSoft};
    border-radius: ${theme.radius.sm};
    font: 1rem / 1.4 ${theme.font.body};
    background: ${theme.color.surface};
    color: ${theme.color.ink};
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    ${focusRing}
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.95rem;
  color: ${theme.color.inkSoft};
`;

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
