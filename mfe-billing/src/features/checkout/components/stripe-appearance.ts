import type { Appearance } from '@stripe/stripe-js';
import { theme } from '@tm/shared-contracts/ui';

const { color } = theme;

/**
 * Stripe Elements drawn like the sandbox's card form: every label above its box (Stripe's
 * floating labels sit inside the boxes, so expiry and CVC lined up differently from our fields on a
 * phone), spaced inputs with the form's row and column gaps, 2 px ink edges, the theme's colours.
 */
export const stripeAppearance: Appearance = {
  theme: 'stripe',
  labels: 'above',
  inputs: 'spaced',
  variables: {
    colorPrimary: color.primary,
    colorText: color.ink,
    colorTextSecondary: color.inkSoft,
    colorDanger: color.danger,
    colorBackground: color.surface,
    fontFamily: theme.font.body,
    fontSizeBase: '17px',
    fontLineHeight: '1.4',
    borderRadius: theme.radius.sm,
    gridRowSpacing: '16px',
    gridColumnSpacing: '12px',
  },
  rules: {
    '.Label': { fontWeight: '600', color: color.ink },
    '.Input': { border: `2px solid ${color.inkSoft}`, boxShadow: 'none' },
    '.Input--invalid': { borderColor: color.danger },
    '.Input:focus': { outline: `3px solid ${color.focus}`, boxShadow: 'none' },
    '.Error': { fontWeight: '600' },
  },
};
