import { SOURCE_LABELS, type ProgressReading } from '@tm/shared-contracts';
import {
  formatLab,
  LAB_MARKER_KIND,
  LAB_MARKER_LABELS,
  LAB_MARKERS,
  type LabMarker,
} from '@tm/shared-contracts/clinical';
import { Note, Panel, theme } from '@tm/shared-contracts/ui';
import { labDate, labIn, labUnitOf } from '../../shared/format.js';
import { PendingReadings } from '../../shared/pending-readings.js';
import { ProgressPage } from '../../shared/progress-page.js';
import { ReadingsState } from '../../shared/readings-state.js';
import { ReadingsTable } from '../../shared/readings-table.js';
import { TrendChart } from '../../shared/trend-chart.js';
import { framing, trendSentence } from '../../shared/trend-summary.js';
import { UnitSwitch } from '../../shared/unit-switch.js';
import { useReadings } from '../../shared/use-readings.js';
import { useUnitPreference, type UnitPreference } from '../../shared/use-unit-preference.js';
import { LabForm } from './lab-form.js';

/** The general A1C goal for most adults with diabetes (ADA Standards of Care 2025, §6). */
const A1C_GOAL_PERCENT = 7;

/** The unit switch each lab kind follows. */
const SWITCH_OF = {
  a1c: { measure: 'a1c', legend: 'Ver la A1C en' },
  glucosa: { measure: 'glucosa', legend: 'Ver la glucosa en' },
  colesterol: { measure: 'lipidos', legend: 'Ver colesterol y triglicéridos en' },
  trigliceridos: { measure: 'lipidos', legend: 'Ver colesterol y triglicéridos en' },
  hemoglobina: { measure: 'hemoglobina', legend: 'Ver la hemoglobina en' },
} as const satisfies Record<string, { measure: keyof UnitPreference; legend: string }>;

function MarkerHistory({
  marker,
  list,
  units,
  onDelete,
}: {
  marker: LabMarker;
  list: ProgressReading[];
  units: UnitPreference;
  onDelete: (id: number) => void;
}) {
  const unit = labUnitOf(marker, units);
  const shown = (canonical: number) => labIn(marker, canonical, unit);
  const points = list.map((r) => ({ at: r.medidoEn, value: shown(r.valor).value }));
  const text = (value: number) => formatLab(value, unit);
  const goal = marker === 'a1c' ? [labIn('a1c', A1C_GOAL_PERCENT, unit).value] : undefined;
  const label = LAB_MARKER_LABELS[marker];
  return (
    <section aria-labelledby={`lab-${marker}`}>
      <h3 id={`lab-${marker}`}>{label}</h3>
      {list.length > 1 && (
        <TrendChart
          title={`Gráfica de tu ${label} por meses`}
          titleId={`grafica-${marker}-titulo`}
          describedBy={`resumen-${marker}`}
          series={[
            {
              label,
              color: theme.color.ink,
              points: points.map((p) => ({ time: Date.parse(p.at), value: p.value })),
            },
          ]}
          domain={framing([...points.map((p) => p.value), ...(goal ?? [])], 0.1)}
          guides={goal}
          formatValue={text}
        />
      )}
      <p id={`resumen-${marker}`}>
        {trendSentence(points, {
          format: text,
          unit,
          dateOf: labDate,
          noun: ['resultado', 'resultados', true],
        })}
        {marker === 'a1c' &&
          ` La meta habitual es menos de ${labIn('a1c', A1C_GOAL_PERCENT, unit).text} ${unit}${list.length > 1 ? ' (la línea punteada)' : ''}; tu médico te dirá la tuya.`}
      </p>
      <ReadingsTable
        caption={`Tus resultados de ${label} (el más reciente primero)`}
        readings={list}
        columns={[
          { header: 'Fecha del análisis', cell: (r) => labDate(r.medidoEn) },
          { header: `Resultado (${unit})`, cell: (r) => shown(r.valor).text },
          {
            header: 'Como lo anotaste',
            cell: (r) =>
              `${String(r.valorOriginal).replace('.', ',')} ${r.unidadOriginal}` +
              (r.origen ? ` (${SOURCE_LABELS[r.origen].toLowerCase()})` : ''),
          },
        ]}
        describe={(r) => `el resultado del ${labDate(r.medidoEn)}`}
        onDelete={onDelete}
      />
    </section>
  );
}

function Labs({ userId }: { userId: string }) {
  const [units, setUnits] = useUnitPreference();
  const { readings, pending, saved, save, remove } = useReadings(userId, units);
  return (
    <>
      <LabForm
        userId={userId}
        units={units}
        saving={save.isPending}
        onSave={(body) => save.mutateAsync(body)}
      />
      <Note role="status">{saved}</Note>
      <PendingReadings entries={pending} tipo="analisis" />
      <ReadingsState
        query={readings}
        select={(all) => all.filter((r) => r.tipo === 'analisis')}
        empty="Todavía no tienes resultados de laboratorio. Copia el primero de tu hoja de análisis arriba."
      >
        {(labs) => {
          const markers = LAB_MARKERS.filter((m) => labs.some((r) => r.marcador === m));
          const switches = [
            ...new Map(
              markers.map((m) => SWITCH_OF[LAB_MARKER_KIND[m]]).map((s) => [s.measure, s]),
            ).values(),
          ];
          return (
            <Panel aria-labelledby="tus-analisis">
              <h2 id="tus-analisis">Tus análisis</h2>
              {switches.map((s) => (
                <UnitSwitch
                  key={s.measure}
                  measure={s.measure}
                  legend={s.legend}
                  value={units[s.measure]}
                  onChange={setUnits}
                />
              ))}
              {markers.map((marker) => (
                <MarkerHistory
                  key={marker}
                  marker={marker}
                  list={labs.filter((r) => r.marcador === marker)}
                  units={units}
                  onDelete={(id) => remove.mutate(id)}
                />
              ))}
            </Panel>
          );
        }}
      </ReadingsState>
    </>
  );
}

/** /mi-progreso/analisis */
export function AnalisisScreen() {
  return (
    <ProgressPage
      title="Mis análisis"
      lead="Copia aquí los resultados de tus hojas de laboratorio (A1C, glucosa en ayunas, colesterol, triglicéridos, hemoglobina) con su fecha, y mira cómo cambian con los meses."
    >
      {(userId) => <Labs userId={userId} />}
    </ProgressPage>
  );
}
