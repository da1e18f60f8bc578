import styled from 'styled-components';
import { theme } from '@tm/shared-contracts/ui';
import type { LandingCopy } from '../landing-copy.js';
import { LandingSection } from './section.js';

const Box = styled.div`
  padding: 1.25rem 1.5rem;
  border-left: 4px solid ${theme.color.warning};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.accent};
  line-height: 1.6;
  h2 {
    margin: 0 0 0.5rem;
    text-align: left;
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 0.5rem;
  }
`;

export function MedicalDisclaimer({ copy }: { copy: LandingCopy }) {
  return (
    <LandingSection aria-labelledby="disclaimer-title" style={{ paddingTop: 0 }}>
      <Box>
        <h2 id="disclaimer-title">{copy.disclaimerTitle}</h2>
        <p>{copy.disclaimer}</p>
        <p>{copy.disclaimerDate}</p>
      </Box>
    </LandingSection>
  );
}
