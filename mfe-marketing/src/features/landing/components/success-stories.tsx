import styled from 'styled-components';
import { type Language } from '@tm/shared-contracts';
import { TESTIMONIALS } from '../testimonials.js';
import { Card, theme } from '@tm/shared-contracts/ui';
import type { LandingCopy } from '../landing-copy.js';
import { CardGrid, LandingSection } from './section.js';

const Quote = styled.blockquote`
  margin: 0 0 1rem;
  font-size: 1.05rem;
  line-height: 1.6;
  color: ${theme.color.ink};
`;

const Result = styled.ul`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  list-style: none;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.accent};
  color: ${theme.color.ink};
  font-weight: 600;
  line-height: 1.6;
`;

const Nota = styled.p`
  font-size: 0.85rem;
`;

export function SuccessStories({ copy, language }: { copy: LandingCopy; language: Language }) {
  return (
    <LandingSection aria-labelledby="stories-title">
      <h2 id="stories-title">{copy.storiesTitle}</h2>
      <CardGrid>
        {TESTIMONIALS[language].map((story) => (
          <li key={story.nombre}>
            <Card as="figure" style={{ margin: 0, height: '100%', boxSizing: 'border-box' }}>
              <h3>
                {story.nombre}, {copy.storyAge(story.edad)}
              </h3>
              <Quote>“{story.quote}”</Quote>
              <Result>
                <li>{copy.storyHba1c(story.resultado.hba1cAntes, story.resultado.hba1cDespues)}</li>
                <li>{copy.storyWeight(story.resultado.cambioPeso)}</li>
              </Result>
              <Nota>{story.nota}</Nota>
            </Card>
          </li>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
