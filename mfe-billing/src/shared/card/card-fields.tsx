import styled from 'styled-components';

/**
 * Two fields side by side (expiry and CVC) whose label, box and message share three rows
 * (subgrid): a label that wraps at 375 px or a message under one field never pushes one box
 * out of line with the other.
 */
export const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  column-gap: 0.75rem;
  > * {
    grid-row: span 3;
    grid-template-rows: subgrid;
  }
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
