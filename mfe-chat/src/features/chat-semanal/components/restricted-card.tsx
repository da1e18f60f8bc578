import { Link } from '@tm/shared-contracts/router';
import { ROUTES } from '@tm/shared-contracts';
import { Button, Actions, Checklist, NoticePanel } from '@tm/shared-contracts/ui';

/** §2: shown while the report-ready flag is missing. */
export function RestrictedCard() {
  return (
    <NoticePanel aria-labelledby="acceso-restringido">
      <h2 id="acceso-restringido">Acceso restringido</h2>
      <p>Tu chat semanal se abre cuando terminas estos tres pasos:</p>
      <Checklist>
        <li>El formulario de ingreso (tu historia de salud).</li>
        <li>Los 5 días de observación: comidas, sueño y digestión.</li>
        <li>Tu informe inicial personalizado.</li>
      </Checklist>
      <p>Así tu asistente puede responderte pensando en ti.</p>
      <Actions>
        <Button as={Link} to={ROUTES.onboardingBienvenida}>
          Completar mis pasos
        </Button>
        <Button as={Link} to={ROUTES.informeInicial} $variant="secondary">
          Ver mi informe inicial
        </Button>
      </Actions>
    </NoticePanel>
  );
}
