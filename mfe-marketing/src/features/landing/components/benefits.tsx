import { Card } from '@tm/shared-contracts/ui';
import type { LandingCopy } from '../landing-copy.js';
import { CardGrid, LandingSection } from './section.js';

export function Benefits({ copy }: { copy: LandingCopy }) {
  return (
    <LandingSection aria-labelledby="benefits-title">
      <h2 id="benefits-title">{copy.benefitsTitle}</h2>
      <CardGrid>
        {copy.benefits.map((benefit) => (
          <li key={benefit.title}>
            <Card as="div">
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </Card>
          </li>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
