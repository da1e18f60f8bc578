import styled from 'styled-components';
import { belowHeader, focusRing, theme } from './theme.js';

/**
 * A label above its control with large touch targets (mobile-first, older readers), the same in
 * every bundle. The 2px ink border keeps the box visible (WCAG 1.4.11: 3:1 against the page).
 */
export const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  margin: 0 0 1rem;
  ${belowHeader('0.75rem')}
  label {
    font-weight: 600;
    color: ${theme.color.ink};
  }
  input:not([type='range']):not([type='radio']):not([type='checkbox']),
  select,
  textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: 48px;
    padding: 0.6rem 0.8rem;
    border: 2px solid ${theme.color.inkSoft};
    border-radius: ${theme.radius.sm};
    font: 400 1.05rem / 1.4 ${theme.font.body};
    background: ${theme.color.surface};
    color: ${theme.color.ink};
  }
  /* Focused from below (tab, an invalid submit): the label above it shows too. */
  input,
  select,
  textarea {
    ${belowHeader('2.75rem')}
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    ${focusRing}
  }
  [aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
`;

export const FieldHint = styled.p`
  margin: 0;
  color: ${theme.color.inkSoft};
  font-size: 0.95rem;
  line-height: 1.5;
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-weight: 600;
  font-size: 0.95rem;
`;
