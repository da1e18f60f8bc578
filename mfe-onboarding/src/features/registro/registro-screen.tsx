import { OBSERVATION_LOG, ROUTES, STORAGE_KEYS, requestToast } from '@tm/shared-contracts';
import { Alert, Lead, PageContainer, PageTitle } from '@tm/shared-contracts/ui';
import { useState } from 'react';
import { Link, useNavigate } from '@tm/shared-contracts/router';
import { flag } from '../../shared/onboarding-storage.js';
import { useRedirectRule } from '../../shared/redirect.js';
import type { RegistroDia } from '../../shared/registro-log.js';
import { DayForm, emptyDay } from './components/day-form.js';
import { DayList, dayName } from './components/day-list.js';
import { useRegistro } from './use-registro.js';

const SAVED = {
  sent: '¡Gracias por observarte!',
  pending:
    'Sin conexión: quedó guardado en este teléfono, pendiente de enviar. Se enviará solo cuando vuelva la conexión.',
  unsent: 'Quedó guardado en este dispositivo. Lo enviaremos la próxima vez que abras tu registro.',
} as const;

/**
 * The 5-day log: five real days, one entry per calendar day; today or a blank day of the last two
 * can be written, a written day corrected until the report is built from all five (issue 17).
 */
export function RegistroScreen() {
  const navigate = useNavigate();
  const allowed = useRedirectRule(() => (flag.get(STORAGE_KEYS.mensajeDone) ? null : ROUTES.mes1));
  const { today, log, plan, closed, pending, save } = useRegistro();
  const [chosen, setChosen] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (!allowed) return null;

  const writable = plan.filter((d) => d.estado === 'hoy' || d.estado === 'pendiente');
  const selectable = (fecha: string | null) =>
    plan.find(
      (d) => d.fecha === fecha && (d.estado !== 'hecho' || !closed) && d.estado !== 'por-venir',
    );
  // Today first, else the latest blank day that can still be written.
  const selected =
    selectable(chosen) ?? writable.find((d) => d.estado === 'hoy') ?? writable.at(-1);
  const next = plan.find((d) => d.estado === 'por-venir');

  const submit = async (day: RegistroDia) => {
    setSaving(true);
    const outcome = await save(day);
    // It announces the month's page it leads to: a toast of this screen would go with it.
    requestToast(window, {
      title: `Día ${selected?.numero ?? ''} guardado`,
      description: SAVED[outcome],
      screen: ROUTES.mes1,
    });
    setSaving(false);
    void navigate(ROUTES.mes1);
  };

  return (
    <PageContainer>
      <PageTitle>Registro de 5 días</PageTitle>
      <Lead>
        Anota cómo fue tu día, sin juzgarte: un día por fecha, el mismo día o hasta{' '}
        {OBSERVATION_LOG.lateDays} días después. Llevas {log.length} de {OBSERVATION_LOG.days} días.
      </Lead>
      <DayList
        plan={plan}
        today={today}
        selected={selected?.fecha ?? null}
        canCorrect={!closed}
        pending={pending}
        onSelect={setChosen}
      />
      {closed ? (
        <p>Tu informe ya fue generado con estos días; el registro queda guardado como está.</p>
      ) : selected ? (
        <DayForm
          key={selected.fecha}
          day={log.find((d) => d.fecha === selected.fecha) ?? emptyDay(selected.fecha)}
          numero={selected.numero}
          name={dayName(selected.fecha, today)}
          isToday={selected.fecha === today}
          saving={saving}
          onSave={(day) => void submit(day)}
        />
      ) : (
        next && (
          <Alert tone="success">
            Hoy ya anotaste tu día. Vuelve {dayName(next.fecha, today)}, para anotar el día{' '}
            {next.numero}.
          </Alert>
        )
      )}
      <p>
        <Link to={ROUTES.mes1}>Volver a mi Mes 1</Link>
      </p>
    </PageContainer>
  );
}
