import styled, { css } from 'styled-components';
import { focusRing, theme } from './theme.js';

type Variant = 'primary' | 'secondary' | 'danger';

const variants: Record<Variant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    border-color: ${theme.color.primary};
    &:hover:not(:disabled) {
      background: ${theme.color.primaryHover};
    }
  `,
  secondary: css`
    background: ${theme.color.surface};
    color: ${theme.color.primary};
    border-color: ${theme.color.primary};
    &:hover:not(:disabled) {
      background: ${theme.color.accent};
    }
  `,
  danger: css`
    background: ${theme.color.danger};
    color: ${theme.color.onPrimary};
    border-color: ${theme.color.danger};
  `,
};

/** A button; render a link with the same look through `as={Link}` (styled-components `as`). */
export const Button = styled.button<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.65rem 1.25rem;
  border: 2px solid transparent;
  border-radius: ${theme.radius.pill};
  font: 600 1rem / 1.2 ${theme.font.body};
  text-decoration: none;
  cursor: pointer;
  transition: background ${theme.motion.fast} ease;
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
