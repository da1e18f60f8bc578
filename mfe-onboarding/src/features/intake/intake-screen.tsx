import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { Lead, Loading, Note, PageContainer, PageTitle } from '@tm/shared-contracts/ui';
import { Link } from '@tm/shared-contracts/router';
import { flag } from '../../shared/onboarding-storage.js';
import { useRedirectRule } from '../../shared/redirect.js';
import { IntakeWizard } from './intake-wizard.js';
import { useIntakeDraft, type IntakeSource } from './use-intake-draft.js';

const SOURCE_NOTE: Partial<Record<IntakeSource, string>> = {
  guardado:
    'Ya guardaste tu historial funcional: aquí están tus respuestas. Cambia lo que quieras y vuelve a guardarlo.',
  'pre-registro':
    'Llenamos lo que ya nos contaste antes (nombre, correo, edad y cómo te sientes después de comer). Puedes cambiarlo.',
};

/**
 * 'Formulario de Ingreso' (§2, §3, §5) in steps, the health form first (issue 18); without the
 * welcome step it goes to /onboarding/bienvenida.
 */
export function IntakeScreen() {
  const allowed = useRedirectRule(() =>
    flag.get(STORAGE_KEYS.bienvenidaDone) ? null : ROUTES.onboardingBienvenida,
  );
  const intake = useIntakeDraft();
  if (!allowed) return null;
  const note = SOURCE_NOTE[intake.source];

  return (
    <PageContainer>
      <PageTitle>Formulario de Ingreso</PageTitle>
      <Lead>
        No todos los campos son obligatorios, pero cuanta más información compartas, más completa
        será la imagen de tu salud. Lo que escribes se guarda en este dispositivo mientras avanzas.
      </Lead>
      {intake.loading ? (
        <Loading lines={6}>Cargando tu historial funcional...</Loading>
      ) : (
        <>
          {note && (
            <Note role="note" style={{ marginBottom: '1rem' }}>
              {note}
              {intake.source === 'guardado' && flag.get(STORAGE_KEYS.informeReady) && (
                <>
                  {' '}
                  <Link to={ROUTES.informeInicial}>Ver mi informe inicial</Link>
                </>
              )}
            </Note>
          )}
          <IntakeWizard intake={intake} sent={flag.get(STORAGE_KEYS.intakeDone)} />
        </>
      )}
    </PageContainer>
  );
}
