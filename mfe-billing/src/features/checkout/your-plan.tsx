import { Link } from '@tm/shared-contracts/router';
import { PRICE, ROUTES } from '@tm/shared-contracts';
import { Button, Lead, Narrow, PageContainer, PageTitle, Panel } from '@tm/shared-contracts/ui';

/** A subscriber who opens the checkout sees her plan, not a second sale (issue 17). */
export function YourPlan() {
  return (
    <PageContainer>
      <Narrow>
        <div>
          <PageTitle>Tu plan está activo</PageTitle>
          <Lead>
            Ya tienes tu suscripción de ${PRICE.amountUsd} USD al mes. No necesitas pagar de nuevo.
          </Lead>
        </div>
        <Panel>
          <h2>Tu suscripción</h2>
          <p>
            En tu perfil ves tu próximo cobro, puedes cambiar tu tarjeta o cancelar cuando quieras.
          </p>
          <p>
            <Button as={Link} to={ROUTES.perfil}>
              Ir a mi perfil
            </Button>
          </p>
          <p>
            <Link to={ROUTES.modulo1}>Seguir con mi programa</Link>
          </p>
        </Panel>
      </Narrow>
    </PageContainer>
  );
}
