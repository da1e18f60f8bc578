import { useState } from 'react';
import { useNavigate } from '@tm/shared-contracts/router';
import styled from 'styled-components';
import { ROUTES } from '@tm/shared-contracts';
import { Button, Card, theme } from '@tm/shared-contracts/ui';
import type { LandingCopy } from '../landing-copy.js';
import { LandingSection } from './section.js';
import { SUBSCRIPTION_ANCHOR } from '../../../shared/landing-scroll.js';

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  margin-bottom: 1.5rem;
  @media (min-width: ${theme.desktopMinWidthPx}px) {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    margin: 0 0 0.75rem;
    color: ${theme.color.primary};
  }
  ul,
  ol {
    margin: 0;
    padding-left: 1.4rem;
    line-height: 1.7;
  }
`;

const Lead = styled.p`
  margin: 0 0 1.5rem;
  text-align: center;
  font-size: 1.15rem;
  color: ${theme.color.inkSoft};
`;

const Center = styled.div`
  text-align: center;
  p {
    margin: 0.75rem 0 0;
    color: ${theme.color.inkSoft};
  }
`;

export function Subscription({ copy }: { copy: LandingCopy }) {
  const navigate = useNavigate();
  // Once clicked it stays disabled on this screen (§2), so a double tap cannot start twice.
  const [processing, setProcessing] = useState(false);
  const start = () => {
    setProcessing(true);
    void navigate(ROUTES.bienvenidaTrial);
  };
  return (
    <LandingSection id={SUBSCRIPTION_ANCHOR} aria-labelledby="subscription-title">
      <h2 id="subscription-title">{copy.subscriptionTitle}</h2>
      <Lead>{copy.subscriptionLead}</Lead>
      <Card as="div">
        <Columns>
          <div>
            <h3>{copy.includesTitle}</h3>
            <ul>
              {copy.includes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>{copy.howTitle}</h3>
            <ol>
              {copy.how.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        </Columns>
        <Center>
          <Button type="button" onClick={start} disabled={processing}>
            {processing ? copy.processing : copy.subscriptionCta}
          </Button>
          <p>{copy.subscriptionNote}</p>
        </Center>
      </Card>
    </LandingSection>
  );
}
