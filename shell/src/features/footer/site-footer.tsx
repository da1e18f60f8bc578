import styled from 'styled-components';
import { LEGAL } from '@tm/shared-contracts';
import { theme } from '@tm/shared-contracts/ui';
import { useShellCopy } from '../../shared/use-shell-copy.js';

const Footer = styled.footer`
  margin-top: 2rem;
  padding: 2rem 1rem;
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.accent};
  color: ${theme.color.inkSoft};
  font-size: 0.9rem;
  line-height: 1.6;
  text-align: center;
  p {
    max-width: 48rem;
    margin: 0 auto 0.5rem;
  }
`;

export function SiteFooter() {
  const copy = useShellCopy();
  return (
    <Footer>
      <p>{copy.disclaimer}</p>
      <p>© {LEGAL.copyrightYear} Nutrición Funcional</p>
    </Footer>
  );
}
