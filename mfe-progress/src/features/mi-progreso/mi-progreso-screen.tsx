import { useQuery } from '@tanstack/react-query';
import {
  GLUCOSE_MOMENT_LABELS,
  localTime,
  ROUTES,
  SOURCE_LABELS,
  type GlucoseReading,
} from '@tm/shared-contracts';
import { GLUCOSE_TARGET_MGDL } from '@tm/shared-contracts/clinical';
import { Link } from '@tm/shared-contracts/router';
import { Note, Panel, TriageAlert } from '@tm/shared-contracts/ui';
import { glucoseIn, shortDate } from '../../shared/format.js';
import { ProgressPage } from '../../shared/progress-page.js';
import { PendingReadings } from '../../shared/pending-readings.js';
import { ReadingsState } from '../../shared/readings-state.js';
import { ReadingsTable } from '../../shared/readings-table.js';
import { UnitSwitch } from '../../shared/unit-switch.js';
import { glucoseQuery } from '../../shared/readings-api.js';
import { useReadingChanges } from '../../shared/use-readings.js';
import { useUnitPreference } from '../../shared/use-unit-preference.js';
import { GlucoseForm } from './components/glucose-form.js';
import { GlucosePeriods } from './components/glucose-periods.js';
import { GlucoseSummary } from './components/glucose-summary.js';

/** /mi-progreso: the glucose log, its chart by period, summary and table. */
export function MiProgresoScreen() {
  return (
    <ProgressPage
      title="Mi progreso"
      lead="Anota tus mediciones de glucosa y mira cómo cambian día a día. Esto te ayuda a ti y a tu médico a ver qué te funciona; no sustituye sus indicaciones."
    >
      {(userId) => <Glucose userId={userId} />}
    </ProgressPage>
  );
}

/** When it was taken, or the sensor it came from. */
const moment = (r: GlucoseReading) =>
  r.momento
    ? GLUCOSE_MOMENT_LABELS[r.momento]
    : r.origen
      ? `Sensor (${SOURCE_LABELS[r.origen]})`
      : '';

const flag = (mgdl: number) =>
  mgdl < GLUCOSE_TARGET_MGDL.low ? ' (baja)' : mgdl > GLUCOSE_TARGET_MGDL.high ? ' (alta)' : '';

function Glucose({ userId }: { userId: string }) {
  const [units, setUnits] = useUnitPreference();
  const readings = useQuery(glucoseQuery(userId));
  const { pending, alert, saved, save, remove } = useReadingChanges(userId, units);
  const unit = units.glucosa;
  return (
    <>
      {alert && <TriageAlert alert={alert} />}
      <UnitSwitch measure="glucosa" legend="Ver la glucosa en" value={unit} onChange={setUnits} />
      <GlucoseForm
        userId={userId}
        unit={unit}
        saving={save.isPending}
        onSave={(body) => save.mutateAsync(body)}
      />
      <Note role="status">{saved}</Note>
      <PendingReadings entries={pending} tipo="glucosa" />
      <Note>
        ¿Usas un sensor FreeStyle Libre o Dexcom?{' '}
        <Link to={ROUTES.miProgresoImportar}>Importa sus lecturas</Link>.
      </Note>
      <ReadingsState
        query={readings}
        empty="Todavía no tienes mediciones de glucosa. Anota la primera arriba."
      >
        {(glucose) => (
          <Panel aria-labelledby="tu-glucosa">
            <h2 id="tu-glucosa">Tu glucosa</h2>
            <GlucosePeriods readings={glucose} unit={unit} />
            <GlucoseSummary readings={glucose} unit={unit} />
            <ReadingsTable
              caption="Tus mediciones de glucosa (la más reciente primero)"
              readings={glucose}
              columns={[
                {
                  header: 'Fecha',
                  cell: (r) => `${shortDate(r.medidoEn)}, ${localTime(r.medidoEn)}`,
                },
                {
                  header: `Glucosa (${unit})`,
                  cell: (r) => `${glucoseIn(r.valor, unit)}${flag(r.valor)}`,
                },
                { header: 'Momento', cell: moment },
                { header: 'Nota', cell: (r) => r.nota ?? '' },
              ]}
              describe={(r) => `la medición del ${shortDate(r.medidoEn)}, ${localTime(r.medidoEn)}`}
              onDelete={(id) => remove.mutate(id)}
            />
          </Panel>
        )}
      </ReadingsState>
    </>
  );
}
