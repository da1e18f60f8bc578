import { Link } from '@tm/shared-contracts/router';
import styled from 'styled-components';
import { ROUTES } from '@tm/shared-contracts';
import { Button, Card, Lead, PageContainer, PageTitle, theme } from '@tm/shared-contracts/ui';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin: 1.5rem 0;
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.5rem;
  line-height: 1.7;
  color: ${theme.color.ink};
`;

/** /analisis: the entry to the interpreter, which lives on /resultados?genero=… (§2). */
export function AnalisisScreen() {
  return (
    <PageContainer>
      <Card as="div">
        <PageTitle>Interpreta tus análisis de sangre</PageTitle>
        <Lead>
          Te explicamos en palabras sencillas tu A1C, tu glucosa en ayunas, tu colesterol, tus
          triglicéridos y tu hemoglobina.
        </Lead>
        <Steps>
          <li>Ten a la mano tu hoja de resultados del laboratorio.</li>
          <li>Elige los valores de referencia que te corresponden.</li>
          <li>Escribe solo los números que tengas y pulsa «Analizar mis resultados».</li>
        </Steps>
        <Choices>
          <Button as={Link} to={`${ROUTES.resultados}?genero=femenino`}>
            Soy mujer
          </Button>
          <Button as={Link} to={`${ROUTES.resultados}?genero=masculino`}>
            Soy hombre
          </Button>
        </Choices>
        <Lead style={{ fontSize: '1rem', margin: 0 }}>
          Es una herramienta educativa: no reemplaza la evaluación de tu médico.
        </Lead>
      </Card>
    </PageContainer>
  );
}
