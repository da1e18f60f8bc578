import type { InitialReport } from '@tm/shared-contracts';
import { Card, inlineIcon, PlateIllustration, theme } from '@tm/shared-contracts/ui';
import { Droplet, Leaf, Moon, Salad, Wind } from 'lucide-react';
import styled from 'styled-components';
import { KeyNumbers } from './key-numbers.js';
import { SafetyNotes } from './safety-notes.js';

/** One line icon per recommendation's theme, decorative (the title says it); SVG, not emoji, so it
 * looks the same on every system and is not read aloud by name. */
const ICONS = {
  comidas: Salad,
  inflamacion: Leaf,
  sueno: Moon,
  higado: Droplet,
  calma: Wind,
} as const;

function RecIcon({ tema }: { tema: keyof typeof ICONS }) {
  const Icon = ICONS[tema];
  return <Icon {...inlineIcon} size={22} color={theme.color.primary} />;
}

const Section = styled(Card)`
  margin-bottom: 1rem;
  h2 {
    margin-top: 0;
    font-size: 1.3rem;
  }
  /* On paper a long section may break; its cards and list items do not. */
  @media print {
    box-shadow: none;
    padding: 0.6rem 0.9rem;
    margin-bottom: 0.5rem;
    h2 {
      margin-bottom: 0.3rem;
      font-size: 1.2rem;
    }
    p {
      margin: 0.2rem 0;
    }
  }
`;

const Recs = styled.ol`
  padding-left: 0;
  margin: 0;
  list-style: none;
  li {
    margin-bottom: 1rem;
  }
  li:last-child {
    margin-bottom: 0;
  }
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
  @media print {
    li {
      margin-bottom: 0.4rem;
      break-inside: avoid;
    }
    p {
      line-height: 1.35;
    }
  }
`;

/** The meals advice beside its plate; stacked on a phone, side by side from a tablet and on paper. */
const WithPlate = styled.div`
  display: grid;
  gap: 0.75rem;
  align-items: center;
  svg {
    margin: 0 auto;
  }
  @media (min-width: 40rem) {
    grid-template-columns: 1fr minmax(12rem, 18rem);
  }
  @media print {
    grid-template-columns: 1fr 11rem;
  }
`;

/**
 * The report's content; every text is rendered as text, never as HTML. The safety notes come
 * first; `genero` (from the health form, if any) picks the HDL and haemoglobin bands.
 */
export function ReportView({ report, genero = '' }: { report: InitialReport; genero?: string }) {
  return (
    <>
      <SafetyNotes report={report} />
      <Section aria-labelledby="informe-perfil">
        <h2 id="informe-perfil">Tu perfil</h2>
        {report.perfil.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Section>
      {report.analisis.length > 0 && (
        <Section aria-labelledby="informe-numeros">
          <h2 id="informe-numeros">Tus números</h2>
          <p>Los valores de tus análisis que nos contaste, sobre las franjas de referencia.</p>
          <KeyNumbers labs={report.analisis} genero={genero} />
        </Section>
      )}
      <Section aria-labelledby="informe-recomendaciones">
        <h2 id="informe-recomendaciones">Tus cinco recomendaciones</h2>
        <Recs>
          {report.recomendaciones.map((rec) => (
            <li key={rec.tema}>
              <h3>
                <RecIcon tema={rec.tema} />
                {rec.titulo}
              </h3>
              {/* The meals advice is the plate: a picture of it helps more than another sentence. */}
              {rec.tema === 'comidas' ? (
                <WithPlate>
                  <p>{rec.texto}</p>
                  <PlateIllustration />
                </WithPlate>
              ) : (
                <p>{rec.texto}</p>
              )}
            </li>
          ))}
        </Recs>
      </Section>
      <Section aria-labelledby="informe-enfoque">
        <h2 id="informe-enfoque">Tu foco para los próximos días</h2>
        <p>{report.enfoque}</p>
      </Section>
      <Section as="figure" style={{ margin: '0 0 1rem' }}>
        <blockquote style={{ margin: 0, fontSize: '1.15rem', fontStyle: 'italic' }}>
          «{report.cita.texto}»
        </blockquote>
        <figcaption>— {report.cita.autor}</figcaption>
      </Section>
      <p style={{ color: theme.color.inkSoft }}>{report.aviso}</p>
    </>
  );
}
