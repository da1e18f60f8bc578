import type { ReactNode } from 'react';
import { Link } from '@tm/shared-contracts/router';
import styled from 'styled-components';
import { LEGAL, ROUTES } from '@tm/shared-contracts';
import { Button, Card, PageContainer, PageTitle, theme } from '@tm/shared-contracts/ui';

const Body = styled.div`
  line-height: 1.7;
  color: ${theme.color.ink};
  h2 {
    margin: 2rem 0 0.5rem;
    font-size: 1.3rem;
  }
  p,
  ul {
    margin: 0 0 1rem;
  }
  ul {
    padding-left: 1.4rem;
  }
`;

const Updated = styled.p`
  margin: 0 0 1.5rem;
  color: ${theme.color.inkSoft};
`;

export interface LegalSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

function Section({ section }: { section: LegalSection }) {
  return (
    <section>
      <h2>{section.title}</h2>
      {section.paragraphs?.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.items && (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The shared frame of /privacidad, /terminos and /reembolsos: title, date, sections, way home. */
export function LegalPage({
  title,
  intro,
  sections,
  children,
}: {
  title: string;
  intro: string;
  sections: LegalSection[];
  children?: ReactNode;
}) {
  return (
    <PageContainer>
      <Card as="article">
        <PageTitle>{title}</PageTitle>
        <Updated>Última actualización: {LEGAL.disclaimerDate}.</Updated>
        <Body>
          <p>{intro}</p>
          {sections.map((section) => (
            <Section key={section.title} section={section} />
          ))}
          {children}
        </Body>
        <Button as={Link} to={ROUTES.landing} $variant="secondary">
          ← Volver al inicio
        </Button>
      </Card>
    </PageContainer>
  );
}
