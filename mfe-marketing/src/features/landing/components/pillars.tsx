import styled from 'styled-components';
import { Card, PillarIllustration } from '@tm/shared-contracts/ui';
import type { LandingCopy } from '../landing-copy.js';
import { CardGrid, LandingSection } from './section.js';

const PictureSlot = styled.div`
  margin-bottom: 0.75rem;
`;

export function Pillars({ copy }: { copy: LandingCopy }) {
  return (
    <LandingSection aria-labelledby="pillars-title">
      <h2 id="pillars-title">{copy.pillarsTitle}</h2>
      <CardGrid>
        {copy.pillars.map((pillar) => (
          <li key={pillar.title}>
            <Card as="div">
              <PictureSlot>
                <PillarIllustration pillar={pillar.pillar} text={pillar.picture} />
              </PictureSlot>
              <h3>{pillar.title}</h3>
              <p>{pillar.text}</p>
            </Card>
          </li>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
