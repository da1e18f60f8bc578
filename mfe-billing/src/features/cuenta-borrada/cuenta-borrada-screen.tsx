import { useState } from 'react';
import { SESSION_KEYS } from '@tm/shared-contracts';
import {
  Checklist,
  Lead,
  Narrow,
  Note,
  PageContainer,
  PageTitle,
  Panel,
} from '@tm/shared-contracts/ui';
import { BackHome, NothingToConfirm } from '../../shared/confirmation-for.js';

/**
 * /cuenta-borrada: where erasing the account ends, a page that stays (not a passing toast) and
 * says what is gone. Only the tab that erased the account sees it (the server has nothing left to
 * ask about); anyone else gets the neutral page.
 */
export function CuentaBorradaScreen() {
  const [erased] = useState(
    () => window.sessionStorage.getItem(SESSION_KEYS.accountErased) !== null,
  );
  if (!erased) return <NothingToConfirm />;
  return (
    <PageContainer>
      <Narrow>
        <div>
          <PageTitle>Tu cuenta y tus datos se borraron</PageTitle>
          <Lead>
            No queda nada tuyo en el programa: ni tus respuestas, ni tu registro, ni tu informe, ni
            tus mensajes.
          </Lead>
        </div>
        <Panel aria-labelledby="que-se-borro">
          <h2 id="que-se-borro">Qué hicimos</h2>
          <Checklist>
            <li>Borramos tu cuenta y todos tus datos de salud de nuestros servidores.</li>
            <li>Si tenías una suscripción, quedó cancelada: no habrá más cobros.</li>
            <li>
              Cerramos tu sesión en todos tus dispositivos, y este navegador ya no guarda nada tuyo.
            </li>
          </Checklist>
          <Note>
            Si descargaste tus datos antes, ese archivo es tuyo y solo está en tu dispositivo.
            Puedes volver cuando quieras y empezar de nuevo con una prueba gratuita.
          </Note>
        </Panel>
        <BackHome />
      </Narrow>
    </PageContainer>
  );
}
