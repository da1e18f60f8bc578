import { useEffect } from 'react';
import { Link } from '@tm/shared-contracts/router';
import { ROUTES } from '@tm/shared-contracts';
import {
  Button,
  Lead,
  PageContainer,
  PageTitle,
  Actions,
  Checklist,
  Narrow,
  Panel,
} from '@tm/shared-contracts/ui';
import { ConfirmationFor } from '../../shared/confirmation-for.js';

/** Removes the obsolete `respuestas{product}` keys (§2) whatever the product name. */
function removeObsoleteAnswers(storage: Storage) {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (key): key is string => key !== null && key.startsWith('respuestas'),
  );
  for (const key of keys) storage.removeItem(key);
}

/** /bienvenida: the subscription is confirmed, to a subscriber (see ConfirmationFor). */
export function BienvenidaScreen() {
  useEffect(() => removeObsoleteAnswers(window.localStorage), []);
  return <ConfirmationFor status="active">{() => <Welcome />}</ConfirmationFor>;
}

function Welcome() {
  return (
    <PageContainer>
      <Narrow>
        <div>
          <PageTitle>¡Bienvenido al plan!</PageTitle>
          <Lead>Tu suscripción está confirmada. Te enviamos un correo de confirmación.</Lead>
        </div>
        <Panel>
          <h2>Lo que ya tienes</h2>
          <Checklist>
            <li>Módulos semanales de nutrición funcional, movimiento y manejo del estrés</li>
            <li>Chat semanal con tu asistente de nutrición</li>
            <li>Tu informe personalizado y el intérprete de análisis de sangre</li>
          </Checklist>
        </Panel>
        <Actions>
          <Button as={Link} to={ROUTES.perfil}>
            Completar mi perfil de salud
          </Button>
          <Button as={Link} to={ROUTES.analisis} $variant="secondary">
            Interpretar mis análisis de sangre
          </Button>
          <Button as={Link} to={ROUTES.landing} $variant="secondary">
            Ir al inicio
          </Button>
        </Actions>
      </Narrow>
    </PageContainer>
  );
}
