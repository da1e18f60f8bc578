import { PRICE, ROUTES } from '@tm/shared-contracts';
import { Button, theme } from '@tm/shared-contracts/ui';
import { Link } from '@tm/shared-contracts/router';
import styled from 'styled-components';

const Banner = styled.section`
  border: 2px solid ${theme.color.warning};
  background: ${theme.color.accent};
  border-radius: ${theme.radius.md};
  padding: 1rem 1.25rem;
  margin-bottom: 1.5rem;
  @media print {
    display: none;
  }
`;

/** Day 7, not active (§2): the report stays readable, more needs a subscription. */
export function ReadOnlyBanner() {
  return (
    <Banner role="status" aria-labelledby="modo-lectura">
      <h2 id="modo-lectura" style={{ marginTop: 0, fontSize: '1.2rem' }}>
        Modo lectura: Tu prueba gratuita ha finalizado (Día 7)
      </h2>
      <p>
        Puedes leer tu informe. Para recibir más contenido, usar el chat guiado y continuar con el
        programa necesitas una suscripción.
      </p>
      <Button as={Link} to={ROUTES.checkout}>
        Activar suscripción (${PRICE.amountUsd} USD/mes)
      </Button>
    </Banner>
  );
}
