import { Link } from '@tm/shared-contracts/router';
import styled from 'styled-components';
import { ROUTES } from '@tm/shared-contracts';
import {
  Button,
  Card,
  inlineIcon,
  Lead,
  PageContainer,
  PageTitle,
  theme,
} from '@tm/shared-contracts/ui';
import { GUIDE_INTRO, GUIDE_SIGNS, GUIDE_STEPS } from './guia-content.js';

const Steps = styled.ol`
  display: grid;
  gap: 1rem;
  margin: 1.5rem 0;
  padding: 0;
  list-style: none;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
    color: ${theme.color.primary};
  }
  p,
  ul {
    margin: 0 0 0.75rem;
    line-height: 1.7;
  }
  ul {
    padding-left: 1.4rem;
  }
`;

const Signs = styled(Card)`
  background: ${theme.color.accent};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }
  ul {
    margin: 0;
    padding-left: 1.4rem;
    line-height: 1.7;
  }
`;

const Note = styled.p`
  margin: 1.5rem 0 0;
  color: ${theme.color.inkSoft};
  line-height: 1.6;
`;

/** /guia: the mini-guide; its subscribe button leads to the pattern result on /resultados (§2). */
export function GuiaScreen() {
  return (
    <PageContainer>
      <PageTitle>Mini guía para revertir la resistencia a la insulina</PageTitle>
      {GUIDE_INTRO.map((text) => (
        <Lead key={text}>{text}</Lead>
      ))}
      <Signs aria-labelledby="senales-title">
        <h2 id="senales-title">Señales frecuentes de resistencia a la insulina</h2>
        <ul>
          {GUIDE_SIGNS.map((sign) => (
            <li key={sign}>{sign}</li>
          ))}
        </ul>
      </Signs>
      <Steps>
        {GUIDE_STEPS.map((step) => (
          <li key={step.title}>
            <Card as="section" aria-label={step.title}>
              <h2>
                <step.icon {...inlineIcon} size={24} color={theme.color.primary} />
                {step.title}
              </h2>
              {step.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
              <ul>
                {step.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </Steps>
      <Card as="section" aria-labelledby="guia-siguiente">
        <h2 id="guia-siguiente" style={{ marginTop: 0 }}>
          ¿Quieres un plan hecho para ti?
        </h2>
        <p style={{ lineHeight: 1.6 }}>
          Mira tu resultado funcional y empieza tu prueba gratuita de 7 días con un plan
          personalizado. Después, 5 USD al mes; cancela cuando quieras.
        </p>
        <Button as={Link} to={ROUTES.resultados}>
          Suscribirme al programa
        </Button>
      </Card>
      <Note>
        Esta guía es educativa y no reemplaza la evaluación médica profesional. Consulta a tu médico
        antes de hacer cambios importantes en tu alimentación o suplementación.
      </Note>
    </PageContainer>
  );
}
