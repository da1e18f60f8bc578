import { formatBody } from '@tm/shared-contracts/clinical';
import { Note, Panel, theme } from '@tm/shared-contracts/ui';
import { bodyIn, longDate } from '../../shared/format.js';
import { PendingReadings } from '../../shared/pending-readings.js';
import { ProgressPage } from '../../shared/progress-page.js';
import { ReadingsState } from '../../shared/readings-state.js';
import { ReadingsTable } from '../../shared/readings-table.js';
import { TrendChart } from '../../shared/trend-chart.js';
import { framing, trendSentence } from '../../shared/trend-summary.js';
import { UnitSwitch } from '../../shared/unit-switch.js';
import { useReadings } from '../../shared/use-readings.js';
import { useUnitPreference } from '../../shared/use-unit-preference.js';
import { BodyForm } from './body-form.js';
import { BODY_MEASURES, type BodyKind } from './body-measures.js';

function BodyMeasure({ kind, userId }: { kind: BodyKind; userId: string }) {
  const measure = BODY_MEASURES[kind];
  const [units, setUnits] = useUnitPreference();
  const { readings, pending, saved, save, remove } = useReadings(userId, units);
  const unit = units[kind];
  const shown = (canonical: number) => bodyIn(kind, canonical, units);
  return (
    <>
      <UnitSwitch measure={kind} legend={measure.legend} value={unit} onChange={setUnits} />
      <BodyForm
        kind={kind}
        userId={userId}
        unit={unit}
        saving={save.isPending}
        onSave={(body) => save.mutateAsync(body)}
      />
      <Note role="status">{saved}</Note>
      <PendingReadings entries={pending} tipo={kind} />
      <ReadingsState
        query={readings}
        select={(all) => all.filter((r) => r.tipo === kind)}
        empty={measure.empty}
      >
        {(list) => {
          const points = list.map((r) => ({ at: r.medidoEn, value: shown(r.valor).value }));
          return (
            <Panel aria-labelledby={`tu-${kind}`}>
              <h2 id={`tu-${kind}`}>Tu {measure.name.toLowerCase()}</h2>
              <TrendChart
                title={`Gráfica de tu ${measure.name.toLowerCase()} por meses`}
                titleId={`grafica-${kind}-titulo`}
                describedBy={`resumen-${kind}`}
                series={[
                  {
                    label: measure.name,
                    color: theme.color.ink,
                    points: points.map((p) => ({ time: Date.parse(p.at), value: p.value })),
                  },
                ]}
                domain={framing(
                  points.map((p) => p.value),
                  1,
                )}
                formatValue={formatBody}
              />
              <p id={`resumen-${kind}`}>{trendSentence(points, { format: formatBody, unit })}</p>
              <ReadingsTable
                caption={`Tus mediciones de ${measure.name.toLowerCase()} (la más reciente primero)`}
                readings={list}
                columns={[
                  { header: 'Fecha', cell: (r) => longDate(r.medidoEn) },
                  { header: `${measure.name} (${unit})`, cell: (r) => shown(r.valor).text },
                ]}
                describe={(r) => `la medición del ${longDate(r.medidoEn)}`}
                onDelete={(id) => remove.mutate(id)}
              />
            </Panel>
          );
        }}
      </ReadingsState>
    </>
  );
}

const screenOf = (kind: BodyKind) =>
  function BodyMeasureScreen() {
    const measure = BODY_MEASURES[kind];
    return (
      <ProgressPage title={measure.title} lead={measure.lead}>
        {(userId) => <BodyMeasure kind={kind} userId={userId} />}
      </ProgressPage>
    );
  };

/** /mi-progreso/peso */
export const PesoScreen = screenOf('peso');
/** /mi-progreso/cintura */
export const CinturaScreen = screenOf('cintura');
