import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import {
  readingsCsv,
  readingsCsvName,
  saveFile,
  type ProgressReading,
  type ProgressSummary,
} from '@tm/shared-contracts';
import { MIN_DAYS_FOR_SUMMARY } from '@tm/shared-contracts/clinical';
import { Actions, Button, ErrorCard, FormField, Note, PrintStyles } from '@tm/shared-contracts/ui';
import { longDate } from '../../shared/format.js';
import { ProgressPage } from '../../shared/progress-page.js';
import { readingsQuery, summaryQuery } from '../../shared/readings-api.js';
import { UnitSwitch } from '../../shared/unit-switch.js';
import { useUnitPreference, type UnitPreference } from '../../shared/use-unit-preference.js';
import { BodySection, LabSection } from './components/trend-sections.js';
import { GlucoseSection } from './components/glucose-section.js';
import { glucoseFacts, inPeriod, PERIODS, type PeriodDays } from '../../shared/glucose-facts.js';
import { notesOf, NOTES_SHOWN } from './summary-data.js';

/** Two A4 pages: small margins and type on paper only. */
const A4 = createGlobalStyle`
  @media print {
    @page {
      size: A4;
      margin: 12mm;
    }
    body {
      font-size: 9.5pt !important;
      line-height: 1.3;
    }
  }
`;

const Sheet = styled.article`
  display: grid;
  gap: 1.25rem;
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
  h3 {
    margin: 0 0 0.4rem;
    font-size: 1.1rem;
  }
  section {
    break-inside: avoid;
  }
  p,
  ul {
    margin: 0;
    line-height: 1.5;
  }
  @media print {
    gap: 0.6rem;
    h2 {
      font-size: 14pt;
    }
    h3 {
      font-size: 11pt;
      margin-bottom: 0.2rem;
    }
    p,
    ul {
      line-height: 1.3;
    }
  }
`;

const PeriodChoice = styled.div`
  max-width: 20rem;
`;

function Summary({
  all,
  about,
  days,
  units,
  now,
}: {
  all: ProgressReading[];
  about: ProgressSummary;
  days: PeriodDays;
  units: UnitPreference;
  now: number;
}) {
  const period = inPeriod(all, days, now);
  const glucose = glucoseFacts(period.filter((r) => r.tipo === 'glucosa'));
  const notes = notesOf(period);
  const from = new Date(now - days * 86_400_000).toISOString();
  return (
    <Sheet aria-labelledby="resumen-titulo">
      {/* Not a <header>: printing hides the page's headers, and this one belongs on paper. */}
      <div>
        <h2 id="resumen-titulo">
          Resumen para el médico{about.nombre ? ` de ${about.nombre}` : ''}
        </h2>
        <p>
          Periodo: últimos {days} días, del {longDate(from)} al{' '}
          {longDate(new Date(now).toISOString())}. Mediciones anotadas por la persona o importadas
          de su sensor en el programa de nutrición funcional; no sustituyen los análisis ni la
          valoración médica.
        </p>
      </div>
      <GlucoseSection
        facts={glucose}
        readings={period.filter((r) => r.tipo === 'glucosa')}
        unit={units.glucosa}
      />
      <LabSection readings={all} units={units} />
      <BodySection all={all} period={period} units={units} />
      <section aria-labelledby="resumen-medicamentos">
        <h3 id="resumen-medicamentos">Medicamentos que contó en su formulario</h3>
        {about.medicamentos.length === 0 ? (
          <p>No nombró medicamentos en su formulario de ingreso.</p>
        ) : (
          <ul>
            {about.medicamentos.map((m) => (
              <li key={m.nombre}>
                {m.nombre}: «{m.cita}»
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="resumen-notas">
        <h3 id="resumen-notas">Sus notas</h3>
        {notes.length === 0 ? (
          <p>No anotó notas en este periodo.</p>
        ) : (
          <ul>
            {notes.slice(0, NOTES_SHOWN).map((r) => (
              <li key={r.id}>
                {longDate(r.medidoEn)}: {r.nota}
              </li>
            ))}
            {notes.length > NOTES_SHOWN && (
              <li>Y {notes.length - NOTES_SHOWN} notas más, en el archivo CSV de mediciones.</li>
            )}
          </ul>
        )}
      </section>
      {!glucose?.ranges && glucose && (
        <Note>
          El tiempo en rango aparece con mediciones de al menos {MIN_DAYS_FOR_SUMMARY} días
          distintos en el periodo.
        </Note>
      )}
    </Sheet>
  );
}

function DoctorSummary({ userId }: { userId: string }) {
  const readings = useQuery(readingsQuery(userId));
  const about = useQuery(summaryQuery(userId));
  const [units, setUnits] = useUnitPreference();
  const [days, setDays] = useState<PeriodDays>(30);
  // Read once per screen, so render stays pure.
  const [now] = useState(() => Date.now());

  if (readings.error || about.error)
    return (
      <ErrorCard
        title="No pudimos preparar tu resumen"
        message="Revisa tu conexión e inténtalo de nuevo."
        actionLabel="Reintentar"
        onAction={() => {
          void readings.refetch();
          void about.refetch();
        }}
      />
    );
  if (!readings.data || !about.data) return <p role="status">Preparando tu resumen…</p>;
  const all = readings.data;
  return (
    <>
      <PrintStyles />
      <A4 />
      <div data-print-hide>
        <PeriodChoice>
          <FormField id="resumen-periodo" label="Periodo del resumen">
            {(control) => (
              <select
                {...control}
                value={days}
                onChange={(e) => setDays(Number(e.target.value) as PeriodDays)}
              >
                {PERIODS.map((d) => (
                  <option key={d} value={d}>
                    Últimos {d} días
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </PeriodChoice>
        <UnitSwitch
          measure="glucosa"
          legend="Glucosa en"
          value={units.glucosa}
          onChange={setUnits}
        />
        <Actions>
          <Button type="button" onClick={() => window.print()}>
            Imprimir o guardar como PDF
          </Button>
          <Button
            type="button"
            $variant="secondary"
            onClick={() =>
              saveFile(readingsCsvName(new Date()), 'text/csv;charset=utf-8', readingsCsv(all))
            }
          >
            Descargar todas mis mediciones (CSV)
          </Button>
        </Actions>
      </div>
      <Summary all={all} about={about.data} days={days} units={units} now={now} />
    </>
  );
}

/** /mi-progreso/resumen-medico: a print view for the visit (two A4 pages) and the CSV. */
export function ResumenMedicoScreen() {
  return (
    <ProgressPage
      title="Resumen para tu médico"
      lead="Imprime este resumen o guárdalo como PDF y llévalo a tu próxima consulta. El archivo CSV tiene todas tus mediciones, por si tu médico las quiere completas."
    >
      {(userId) => <DoctorSummary userId={userId} />}
    </ProgressPage>
  );
}
