import styled from 'styled-components';
import { focusRing, theme } from '@tm/shared-contracts/ui';

export const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  label {
    font-weight: 600;
  }
  input {
    box-sizing: border-box;
    width: 100%;
    min-height: 48px;
    padding: 0.6rem 0.8rem;
    border: 2px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    font: 1.1rem / 1.3 ${theme.font.body};
    color: ${theme.color.ink};
    background: ${theme.color.surface};
  }
  input:focus-visible {
    ${focusRing}
  }
  input[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: 0.95rem;
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.75rem;
`;

/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
export const groupCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1234" → "12/34" while typing. */
export const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};
