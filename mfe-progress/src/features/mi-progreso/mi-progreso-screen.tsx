import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from '@tm/shared-contracts/router';
import { ROUTES, storedUserId, type CheckinAlert } from '@tm/shared-contracts';
import {
  Column,
  ErrorCard,
  Lead,
  Note,
  PageContainer,
  PageTitle,
  Panel,
  TriageAlert,
} from '@tm/shared-contracts/ui';
import { readingsQuery, useDeleteReading, useSaveReading } from './api/readings.js';
import { GlucoseChart } from './components/glucose-chart.js';
import { GlucoseForm } from './components/glucose-form.js';
import { GlucoseSummary } from './components/glucose-summary.js';
import { GlucoseTable } from './components/glucose-table.js';
import { UnitSwitch } from './components/unit-switch.js';
import { readingText } from './format.js';
import { useUnitPreference } from './use-unit-preference.js';

/** /mi-progreso: needs a user id (the readings are the person's, on the server). */
export function MiProgresoScreen() {
  const userId = storedUserId();
  if (!userId) return <Navigate to={ROUTES.bienvenidaTrial} replace />;
  return (
    <PageContainer>
      <Column>
        <PageTitle>Mi progreso</PageTitle>
        <Lead>
          Anota tus mediciones de glucosa y mira cómo cambian día a día. Esto te ayuda a ti y a tu
          médico a ver qué te funciona; no sustituye sus indicaciones.
        </Lead>
        <Progress userId={userId} />
      </Column>
    </PageContainer>
  );
}

function Progress({ userId }: { userId: string }) {
  const readings = useQuery(readingsQuery(userId));
  const [units, setUnits] = useUnitPreference();
  const [alert, setAlert] = useState<CheckinAlert | null>(null);
  const [saved, setSaved] = useState('');
  const save = useSaveReading(userId, ({ lectura, alerta }) => {
    setAlert(alerta);
    setSaved(`Guardamos tu medición de ${readingText(lectura, units)}.`);
  });
  const remove = useDeleteReading(userId);

  const glucose = (readings.data ?? []).filter((r) => r.tipo === 'glucosa');
  return (
    <>
      {alert && <TriageAlert alert={alert} />}
      <UnitSwitch
        measure="glucosa"
        legend="Ver la glucosa en"
        options={['mg/dL', 'mmol/L']}
        value={units.glucosa}
        onChange={setUnits}
      />
      <GlucoseForm
        userId={userId}
        unit={units.glucosa}
        saving={save.isPending}
        onSave={(body) => save.mutateAsync(body)}
      />
      <Note role="status">{saved}</Note>
      {readings.error ? (
        <ErrorCard
          title="No pudimos cargar tus mediciones"
          message="Revisa tu conexión e inténtalo de nuevo."
          actionLabel="Reintentar"
          onAction={() => void readings.refetch()}
        />
      ) : !readings.data ? (
        <p role="status">Cargando tus mediciones…</p>
      ) : glucose.length === 0 ? (
        <Note>Todavía no tienes mediciones de glucosa. Anota la primera arriba.</Note>
      ) : (
        <Panel aria-labelledby="tu-glucosa">
          <h2 id="tu-glucosa">Tu glucosa</h2>
          <GlucoseChart readings={glucose} unit={units.glucosa} describedBy="resumen-glucosa" />
          <GlucoseSummary readings={glucose} unit={units.glucosa} id="resumen-glucosa" />
          <GlucoseTable
            readings={glucose}
            unit={units.glucosa}
            onDelete={(id) => remove.mutate(id)}
          />
        </Panel>
      )}
    </>
  );
}
