import { Link } from 'react-router';
import styled from 'styled-components';
import { focusRing, theme } from '@tm/shared-contracts/ui';

/** A labelled form field with its hint and error: the layout every marketing form uses. */
export const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  margin: 0 0 1.25rem;
  label {
    font-weight: 600;
    color: ${theme.color.ink};
  }
  input,
  select {
    box-sizing: border-box;
    width: 100%;
    min-height: 48px;
    padding: 0.6rem 0.8rem;
    border: 2px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.surface};
    color: ${theme.color.ink};
    font: 400 1.05rem / 1.4 ${theme.font.body};
  }
  input:focus-visible,
  select:focus-visible {
    ${focusRing}
  }
  [aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
`;

export const Hint = styled.p`
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
