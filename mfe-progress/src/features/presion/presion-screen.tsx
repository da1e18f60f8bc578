import type { ProgressReading } from '@tm/shared-contracts';
import { Note, Panel, theme } from '@tm/shared-contracts/ui';
import { count, longDate } from '../../shared/format.js';
import { PendingReadings } from '../../shared/pending-readings.js';
import { ProgressPage } from '../../shared/progress-page.js';
import { ReadingsState } from '../../shared/readings-state.js';
import { ReadingsTable } from '../../shared/readings-table.js';
import { TrendChart } from '../../shared/trend-chart.js';
import { framing } from '../../shared/trend-summary.js';
import { useReadings } from '../../shared/use-readings.js';
import { useUnitPreference } from '../../shared/use-unit-preference.js';
import { PressureForm } from './pressure-form.js';

/** The usual goal for most adults with diabetes (ADA Standards of Care 2025, §10). */
const GOAL = { sistolica: 130, diastolica: 80 } as const;

const pair = (r: ProgressReading) => `${r.valor}/${r.diastolica ?? '–'}`;

function summary(list: ProgressReading[]): string {
  const mean = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);
  const high = mean(list.map((r) => r.valor));
  const low = mean(list.map((r) => r.diastolica ?? 0));
  const last = list.at(-1)!;
  const period =
    list.length === 1
      ? `${count(1, 'medición', 'mediciones')}, el ${longDate(last.medidoEn)}`
      : `${count(list.length, 'medición', 'mediciones')} del ${longDate(list[0]!.medidoEn)} al ${longDate(last.medidoEn)}`;
  return (
    `${period}: promedio ${high}/${low} mmHg; la última, ${pair(last)} mmHg. ` +
    `La meta habitual es menos de ${GOAL.sistolica}/${GOAL.diastolica} mmHg (las líneas punteadas); tu médico te dirá la tuya.`
  );
}

function Pressure({ userId }: { userId: string }) {
  const [units] = useUnitPreference();
  const { readings, pending, saved, save, remove } = useReadings(userId, units);
  return (
    <>
      <PressureForm
        userId={userId}
        saving={save.isPending}
        onSave={(body) => save.mutateAsync(body)}
      />
      <Note role="status">{saved}</Note>
      <PendingReadings entries={pending} tipo="presion" />
      <ReadingsState
        query={readings}
        select={(all) => all.filter((r) => r.tipo === 'presion')}
        empty="Todavía no tienes mediciones de presión. Anota la primera arriba."
      >
        {(list) => (
          <Panel aria-labelledby="tu-presion">
            <h2 id="tu-presion">Tu presión arterial</h2>
            <TrendChart
              title="Gráfica de tu presión arterial por meses"
              titleId="grafica-presion-titulo"
              describedBy="resumen-presion"
              series={[
                {
                  label: 'Sistólica',
                  color: theme.color.ink,
                  points: list.map((r) => ({ time: Date.parse(r.medidoEn), value: r.valor })),
                },
                {
                  label: 'Diastólica',
                  color: theme.color.primary,
                  points: list.map((r) => ({
                    time: Date.parse(r.medidoEn),
                    value: r.diastolica ?? 0,
                  })),
                },
              ]}
              domain={framing([GOAL.diastolica, GOAL.sistolica], 10)}
              guides={[GOAL.diastolica, GOAL.sistolica]}
              formatValue={(v) => String(Math.round(v))}
            />
            <p id="resumen-presion">{summary(list)}</p>
            <ReadingsTable
              caption="Tus mediciones de presión (la más reciente primero)"
              readings={list}
              columns={[
                { header: 'Fecha', cell: (r) => longDate(r.medidoEn) },
                { header: 'Presión (mmHg)', cell: pair },
              ]}
              describe={(r) => `la medición del ${longDate(r.medidoEn)}`}
              onDelete={(id) => remove.mutate(id)}
            />
          </Panel>
        )}
      </ReadingsState>
    </>
  );
}

/** /mi-progreso/presion */
export function PresionScreen() {
  return (
    <ProgressPage
      title="Mi presión arterial"
      lead="Anota tu presión sentada, tras cinco minutos de reposo, con el brazo apoyado a la altura del corazón. La línea de arriba es la sistólica y la de abajo, la diastólica."
    >
      {(userId) => <Pressure userId={userId} />}
    </ProgressPage>
  );
}
