import { LIMITS, ROUTES, STORAGE_KEYS, requestToast, storedUserId } from '@tm/shared-contracts';
import { Button, Lead, PageContainer, PageTitle } from '@tm/shared-contracts/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tm/shared-contracts/router';
import { Field, Fieldset, Hint } from '../../shared/form-fields.js';
import { flag } from '../../shared/onboarding-storage.js';
import { useRedirectRule } from '../../shared/redirect.js';
import {
  readDetailedLog,
  replaceLog,
  saveDay,
  type RegistroDia,
} from '../../shared/registro-log.js';
import { fromObservationDay, pullLog, pushLog } from './registro-sync.js';

const emptyDay = (dia: number): RegistroDia => ({
  dia,
  comidas: '',
  horasSueno: '',
  calidadSueno: '',
  bristol: '',
  energia: '5',
  notas: '',
});

/** The 5-day log: one day at a time, editable until the report is generated. */
export function RegistroScreen() {
  const navigate = useNavigate();
  const allowed = useRedirectRule(() => (flag.get(STORAGE_KEYS.mensajeDone) ? null : ROUTES.mes1));
  const [log, setLog] = useState(readDetailedLog);
  const nextDay = Math.min(log.length + 1, LIMITS.observationDays);
  const [day, setDay] = useState<RegistroDia>(
    () => log.find((entry) => entry.dia === nextDay) ?? emptyDay(nextDay),
  );
  const [closed, setClosed] = useState(false);
  const [saving, setSaving] = useState(false);
  // A new device starts with an empty local log: bring back what the API kept.
  useEffect(() => {
    const userId = storedUserId();
    if (!userId || !flag.get(STORAGE_KEYS.intakeDone)) return;
    pullLog(userId)
      .then((remote) => {
        setClosed(remote.cerrado);
        if (readDetailedLog().length === 0 && remote.dias.length > 0) {
          const restored = replaceLog(remote.dias.map(fromObservationDay));
          setLog(restored);
          const next = Math.min(restored.length + 1, LIMITS.observationDays);
          setDay(restored.find((e) => e.dia === next) ?? emptyDay(next));
        }
      })
      .catch((error: unknown) => console.warn('No se pudo leer el registro guardado', error));
  }, []);
  if (!allowed) return null;
  const locked = closed;

  const set = (key: keyof RegistroDia) => (value: string) =>
    setDay((d) => ({ ...d, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const saved = saveDay(day);
    setLog(saved);
    const userId = storedUserId();
    let synced = true;
    if (userId && flag.get(STORAGE_KEYS.intakeDone)) {
      try {
        await pushLog(userId, saved);
      } catch (error) {
        synced = false;
        console.warn('El día quedó guardado en este dispositivo; no se pudo enviar', error);
      }
    }
    requestToast(window, {
      title: `Día ${day.dia} guardado`,
      description: synced
        ? '¡Gracias por observarte!'
        : 'Quedó guardado en este dispositivo. Lo enviaremos la próxima vez que guardes.',
    });
    setSaving(false);
    void navigate(ROUTES.mes1);
  };

  return (
    <PageContainer>
      <PageTitle>Registro de 5 días</PageTitle>
      <Lead>
        Anota cómo fue tu día, sin juzgarte. Llevas {log.length} de {LIMITS.observationDays} días.
      </Lead>
      <p>
        {Array.from({ length: LIMITS.observationDays }, (_, i) => i + 1).map((n) => (
          <Button
            key={n}
            type="button"
            $variant={n === day.dia ? 'primary' : 'secondary'}
            aria-pressed={n === day.dia}
            disabled={n > log.length + 1}
            onClick={() => setDay(log.find((e) => e.dia === n) ?? emptyDay(n))}
            style={{ marginRight: '0.4rem', marginBottom: '0.4rem' }}
          >
            Día {n}
          </Button>
        ))}
      </p>
      {locked ? (
        <p>Tu informe ya fue generado con estos días; el registro queda guardado como está.</p>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <Fieldset>
            <legend>Día {day.dia}</legend>
            <Field>
              <label htmlFor="rg-comidas">¿Qué comiste hoy? *</label>
              <textarea
                id="rg-comidas"
                rows={3}
                required
                maxLength={2000}
                placeholder="Desayuno, comida, cena y meriendas"
                value={day.comidas}
                onChange={(e) => set('comidas')(e.target.value)}
              />
            </Field>
            <Field>
              <label htmlFor="rg-horas">Horas de sueño *</label>
              <input
                id="rg-horas"
                type="number"
                min={0}
                max={24}
                step={0.5}
                required
                value={day.horasSueno}
                onChange={(e) => set('horasSueno')(e.target.value)}
              />
            </Field>
            <Field>
              <label htmlFor="rg-calidad">Calidad del sueño *</label>
              <select
                id="rg-calidad"
                required
                value={day.calidadSueno}
                onChange={(e) => set('calidadSueno')(e.target.value)}
              >
                <option value="">Elige una opción</option>
                <option value="Buena">Buena</option>
                <option value="Regular">Regular</option>
                <option value="Mala">Mala</option>
              </select>
            </Field>
            <Field>
              <label htmlFor="rg-bristol">Digestión: escala de Bristol (1 a 7) *</label>
              <Hint id="rg-bristol-hint">1 = muy dura, 4 = ideal, 7 = líquida.</Hint>
              <select
                id="rg-bristol"
                aria-describedby="rg-bristol-hint"
                required
                value={day.bristol}
                onChange={(e) => set('bristol')(e.target.value)}
              >
                <option value="">Elige una opción</option>
                {['1', '2', '3', '4', '5', '6', '7'].map((n) => (
                  <option key={n} value={n}>
                    Tipo {n}
                  </option>
                ))}
              </select>
            </Field>
            <Field>
              <label htmlFor="rg-energia">Energía (1 a 10)</label>
              <input
                id="rg-energia"
                type="range"
                min={1}
                max={10}
                value={day.energia}
                onChange={(e) => set('energia')(e.target.value)}
              />
              <output htmlFor="rg-energia">{day.energia} / 10</output>
            </Field>
            <Field>
              <label htmlFor="rg-notas">Notas (opcional)</label>
              <textarea
                id="rg-notas"
                rows={2}
                maxLength={2000}
                value={day.notas}
                onChange={(e) => set('notas')(e.target.value)}
              />
            </Field>
          </Fieldset>
          <Button type="submit" disabled={saving}>
            {saving ? 'Guardando...' : `Guardar día ${day.dia}`}
          </Button>
        </form>
      )}
      <p>
        <Link to={ROUTES.mes1}>Volver a mi Mes 1</Link>
      </p>
    </PageContainer>
  );
}
