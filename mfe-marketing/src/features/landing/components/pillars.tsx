import styled from 'styled-components';
import { Card } from '@tm/shared-contracts/ui';
import type { LandingCopy } from '../landing-copy.js';
import { CardGrid, LandingSection } from './section.js';

const Icon = styled.span`
  display: block;
  margin-bottom: 0.5rem;
  font-size: 2.25rem;
  line-height: 1;
`;

export function Pillars({ copy }: { copy: LandingCopy }) {
  return (
    <LandingSection aria-labelledby="pillars-title">
      <h2 id="pillars-title">{copy.pillarsTitle}</h2>
      <CardGrid>
        {copy.pillars.map((pillar) => (
          <li key={pillar.title}>
            <Card as="div">
              <Icon aria-hidden="true">{pillar.icon}</Icon>
              <h3>{pillar.title}</h3>
              <p>{pillar.text}</p>
            </Card>
          </li>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
