import { Link } from '@tm/shared-contracts/router';
import styled from 'styled-components';
import { ROUTES } from '@tm/shared-contracts';
import { Button, Card, Lead, PageContainer, PageTitle, theme } from '@tm/shared-contracts/ui';
import { useDiagnosisResult } from './use-diagnosis-result.js';

const Recommendations = styled.ol`
  margin: 0 0 1.5rem;
  padding-left: 1.5rem;
  li {
    margin-bottom: 0.75rem;
    line-height: 1.6;
  }
`;

const Note = styled.p`
  margin: 1.5rem 0 0;
  color: ${theme.color.inkSoft};
  font-size: 0.95rem;
  line-height: 1.5;
`;

/** /resultados without `genero`: the functional pattern of the stored diagnosis answers. */
export function PatternResult() {
  const state = useDiagnosisResult();

  if (state.status === 'sin-diagnostico') {
    return (
      <PageContainer>
        <Card as="div">
          <PageTitle>Tu resultado funcional</PageTitle>
          <Lead>
            Todavía no tenemos tus respuestas. Haz tu diagnóstico funcional: son tres preguntas y
            toma 1-2 minutos.
          </Lead>
          <Button as={Link} to={ROUTES.diagnostico}>
            Hacer mi diagnóstico
          </Button>
        </Card>
      </PageContainer>
    );
  }

  const { resultado } = state.outcome;
  return (
    <PageContainer>
      <Card as="div">
        <PageTitle>{resultado.patron}</PageTitle>
        <Lead>{resultado.descripcion}</Lead>
        <h2 id="recomendaciones-title">Tus cinco primeros pasos</h2>
        <Recommendations aria-labelledby="recomendaciones-title">
          {resultado.recomendaciones.map((recomendacion) => (
            <li key={recomendacion}>{recomendacion}</li>
          ))}
        </Recommendations>
        <Button as={Link} to={ROUTES.bienvenidaTrial}>
          Empezar mi prueba gratuita de 7 días
        </Button>
        <Note>
          Este resultado es educativo: no es un diagnóstico médico. Consulta a tu médico antes de
          hacer cambios importantes en tu alimentación o tus suplementos.
        </Note>
      </Card>
    </PageContainer>
  );
}
