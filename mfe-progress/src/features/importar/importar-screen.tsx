import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { Link } from '@tm/shared-contracts/router';
import { DEVICE_LABELS, parseDeviceCsv, ROUTES } from '@tm/shared-contracts';
import { FormField, Note, Panel } from '@tm/shared-contracts/ui';
import { ProgressPage } from '../../shared/progress-page.js';
import { readingsQuery } from '../../shared/readings-api.js';
import { useUnitPreference } from '../../shared/use-unit-preference.js';
import { planImport, type ImportPlan } from './import-plan.js';
import { ImportPreview } from './import-preview.js';
import { useImport, type ImportState } from './use-import.js';

/** Larger than a year of a 5-minute sensor: not an export of one person's glucose. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** The file's text (FileReader: also in older phone browsers without Blob.text). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo.'));
    reader.readAsText(file);
  });

function Outcome({ state }: { state: ImportState }) {
  switch (state.step) {
    case 'saving':
      return (
        <p role="status">
          Guardando… {state.sent.toLocaleString('es')} de {state.total.toLocaleString('es')}
        </p>
      );
    case 'done':
      return (
        <p role="status">
          Listo: guardamos {state.guardadas.toLocaleString('es')} lecturas nuevas de{' '}
          {DEVICE_LABELS[state.origen]}
          {state.repetidas > 0 && ` (${state.repetidas.toLocaleString('es')} ya estaban)`}.{' '}
          <Link to={ROUTES.miProgreso}>Ver tu glucosa</Link>
        </p>
      );
    case 'failed':
      return (
        <p role="alert">
          No pudimos terminar: se guardaron {state.saved.toLocaleString('es')} de{' '}
          {state.total.toLocaleString('es')}. {state.message} Puedes volver a intentarlo: las que ya
          están no se repiten.
        </p>
      );
    default:
      return null;
  }
}

function Importer({ userId }: { userId: string }) {
  const readings = useQuery(readingsQuery(userId));
  const [units] = useUnitPreference();
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const importing = useImport(userId);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    importing.reset();
    setPlan(null);
    if (!chosen) return;
    if (chosen.size > MAX_FILE_BYTES)
      return setError('El archivo es demasiado grande para una exportación de glucosa.');
    let text: string;
    try {
      text = await readText(chosen);
    } catch {
      return setError('No pudimos leer ese archivo. Vuelve a elegirlo.');
    } finally {
      // Emptied once read, so choosing the same file again (a re-import) is a new choice.
      event.target.value = '';
    }
    const parsed = parseDeviceCsv(text);
    if ('error' in parsed) return setError(parsed.error);
    setError(undefined);
    setPlan({ ...planImport(parsed, readings.data ?? [], Date.now()), fileName: chosen.name });
  };

  const again = () => {
    setPlan(null);
    importing.reset();
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
  };

  return (
    <>
      <Panel aria-labelledby="elegir-archivo">
        <h2 id="elegir-archivo">Elige el archivo</h2>
        <p>
          En LibreView, entra en tu cuenta y usa «Descargar datos de glucosa». En Dexcom Clarity,
          usa «Exportar» (el icono de la flecha) y elige el periodo. Los dos dan un archivo CSV.
        </p>
        <FormField id="archivo-csv" label="Archivo CSV de LibreView o Dexcom Clarity" error={error}>
          {(control) => (
            <input
              {...control}
              ref={input}
              type="file"
              accept=".csv,text/csv"
              disabled={!readings.data || importing.state.step === 'saving'}
              onChange={(e) => void choose(e)}
            />
          )}
        </FormField>
        {!readings.data && !readings.error && <Note role="status">Cargando tus mediciones…</Note>}
      </Panel>
      {plan && importing.state.step !== 'done' && (
        <ImportPreview
          plan={plan}
          unit={units.glucosa}
          saving={importing.state.step === 'saving'}
          onSave={() => void importing.run(plan)}
          onCancel={again}
        />
      )}
      <Outcome state={importing.state} />
    </>
  );
}

/** /mi-progreso/importar: a sensor's CSV export, previewed, then saved without duplicates. */
export function ImportarScreen() {
  return (
    <ProgressPage
      title="Importar lecturas de tu sensor"
      lead="Si usas un sensor FreeStyle Libre o Dexcom, puedes traer aquí sus lecturas de glucosa. Antes de guardar verás qué contiene el archivo; si lo importas otra vez, las lecturas que ya están no se repiten."
    >
      {(userId) => <Importer userId={userId} />}
    </ProgressPage>
  );
}
