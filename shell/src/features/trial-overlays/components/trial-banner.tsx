import { Link } from '@tm/shared-contracts/router';
import styled from 'styled-components';
import { ROUTES } from '@tm/shared-contracts';
import { Button, theme } from '@tm/shared-contracts/ui';

const Bar = styled.section<{ $urgent: boolean }>`
  border-bottom: 1px solid ${theme.color.border};
  background: ${({ $urgent }) => ($urgent ? theme.color.dangerSoft : theme.color.accent)};
  padding: 0.9rem 1rem;
`;

const Inner = styled.div`
  max-width: ${theme.contentMaxWidth};
  margin: 0 auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
`;

const Text = styled.div`
  flex: 1 1 18rem;
  h2 {
    margin: 0 0 0.2rem;
    font-size: 1.05rem;
    color: ${theme.color.ink};
  }
  p {
    margin: 0;
    color: ${theme.color.inkSoft};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

interface TrialBannerProps {
  copy: { title: string; text: string; upgrade: string; later?: string };
  urgent?: boolean;
  onDismiss?: () => void;
}

/** A trial banner under the header: an upgrade link to checkout, optionally dismissible. */
export function TrialBanner({ copy, urgent = false, onDismiss }: TrialBannerProps) {
  return (
    <Bar $urgent={urgent} aria-label={copy.title}>
      <Inner>
        <Text>
          <h2>{copy.title}</h2>
          <p>{copy.text}</p>
        </Text>
        <Actions>
          <Button as={Link} to={ROUTES.checkout}>
            {copy.upgrade}
          </Button>
          {onDismiss && copy.later && (
            <Button type="button" $variant="secondary" onClick={onDismiss}>
              {copy.later}
            </Button>
          )}
        </Actions>
      </Inner>
    </Bar>
  );
}
