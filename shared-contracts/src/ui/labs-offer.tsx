// "Añadir estos valores a Mi progreso" (issue 19): the intake's and the interpreter's lab values
// become the first points of the person's history only when she says so, with the test's date.
// Shared by the report (onboarding) and the blood-test interpreter (marketing).
import { useState, type FormEvent, type ReactNode } from 'react';
import { progressLabs } from '../api/endpoints.js';
import type { LabSource, SaveLabsRequest, SaveLabsResponse } from '../api/progress.js';
import { formatLab } from '../clinical/labs.js';
import { LAB_MARKER_LABELS } from '../clinical/lab-readings.js';
import { call } from '../request/call.js';
import { ApiError } from '../request/http.js';
import { Button } from './button.js';
import { FormField } from './form-field.js';
import { Actions, Note, Panel } from './layout.js';

export type OfferedLab = SaveLabsRequest['analisis'][number];

/** '12/03/2025' or '12-3-25' (day first, as the intake's answers write it) → '2025-03-12'. */
export function testDateOf(cuando: string | undefined): string {
  const match = cuando?.match(/\b(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})\b/);
  if (!match) return '';
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const full = year < 100 ? 2000 + year : year;
  const date = new Date(Date.UTC(full, month - 1, day));
  // 31/02 is no date: left for the person to write.
  return date.getUTCDate() === day ? date.toISOString().slice(0, 10) : '';
}

const localToday = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

type State =
  { step: 'asking'; error?: string } | { step: 'saving' } | ({ step: 'done' } & SaveLabsResponse);

interface Props {
  userId: string;
  origen: LabSource;
  analisis: OfferedLab[];
  /** When she said the test was ("marzo 2025"), shown beside the date field. */
  cuando?: string;
  /**
   * The link to her lab results, shown once they are added: the bundle's own router link (a copy
   * of the router here would have no router around it).
   */
  progressLink: ReactNode;
}

const doneText = ({ guardadas, repetidas }: SaveLabsResponse) =>
  guardadas === 0
    ? 'Estos valores ya estaban en Mi progreso: no se repitieron.'
    : `Listo: añadimos ${guardadas === 1 ? '1 valor' : `${guardadas} valores`} a Mi progreso` +
      (repetidas > 0 ? ` (${repetidas} ya estaban).` : '.');

/** The values, a date field and the button; nothing is stored without the button. */
export function LabsOffer({ userId, origen, analisis, cuando, progressLink }: Props) {
  const [fecha, setFecha] = useState(() => testDateOf(cuando));
  const [state, setState] = useState<State>({ step: 'asking' });
  const id = `ofrecer-analisis-${origen}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fecha) {
      setState({ step: 'asking', error: 'Escribe la fecha de tus análisis.' });
      return;
    }
    setState({ step: 'saving' });
    try {
      const answer = await call(progressLabs, { body: { userId, origen, fecha, analisis } });
      setState({ step: 'done', ...answer });
    } catch (error) {
      setState({
        step: 'asking',
        error:
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : 'No pudimos guardarlos. Revisa tu conexión e inténtalo de nuevo.',
      });
    }
  };

  return (
    <Panel aria-labelledby={`${id}-titulo`} data-print-hide>
      <h2 id={`${id}-titulo`}>Tus análisis en Mi progreso</h2>
      <p>
        Si quieres, estos valores pueden ser los primeros puntos de tu historial en Mi progreso,
        para ver cómo cambian en tus próximos análisis. Solo se guardan si tú lo eliges.
      </p>
      <ul>
        {analisis.map((lab) => (
          <li key={lab.marcador}>
            {LAB_MARKER_LABELS[lab.marcador]}: {formatLab(lab.valor, lab.unidad)} {lab.unidad}
          </li>
        ))}
      </ul>
      {state.step === 'done' ? (
        <>
          <Note role="status">{doneText(state)}</Note>
          <p>{progressLink}</p>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormField
            id={`${id}-fecha`}
            label="Fecha de tus análisis"
            hint={
              cuando
                ? `Nos dijiste: «${cuando}». Escribe el día que dice tu hoja de resultados.`
                : 'El día que dice tu hoja de resultados.'
            }
            error={state.step === 'asking' ? state.error : undefined}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                value={fecha}
                max={localToday()}
                onChange={(event) => setFecha(event.target.value)}
              />
            )}
          </FormField>
          <Actions>
            <Button type="submit" disabled={state.step === 'saving'}>
              Añadir estos valores a Mi progreso
            </Button>
          </Actions>
        </form>
      )}
    </Panel>
  );
}
