import styled from 'styled-components';
import { CAUTION_TEXT, type CautionFlag } from '@tm/shared-contracts';
import { theme } from '@tm/shared-contracts/ui';

const Block = styled.aside`
  border-left: 4px solid ${theme.color.warning};
  background: ${theme.color.accent};
  border-radius: ${theme.radius.sm};
  padding: 0.75rem 0.9rem;
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.05rem;
  }
`;

/** Above the lesson text: what this lesson means for her, from what her intake reports. */
export function CautionBlock({ flag }: { flag: CautionFlag }) {
  const { title, text } = CAUTION_TEXT[flag];
  return (
    <Block aria-label={`Precaución: ${title}`}>
      <h3>{title}</h3>
      <p>{text}</p>
    </Block>
  );
}
