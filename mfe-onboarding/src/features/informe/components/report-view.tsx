import type { InitialReport } from '@tm/shared-contracts';
import { Card, inlineIcon, PlateIllustration, theme } from '@tm/shared-contracts/ui';
import { Droplet, Leaf, Moon, Salad, Wind } from 'lucide-react';
import styled from 'styled-components';
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
  @media print {
    box-shadow: none;
    break-inside: avoid;
  }
`;

const Recs = styled.ol`
  padding-left: 0;
  list-style: none;
  li {
    margin-bottom: 1rem;
  }
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
`;

/** The report's content; every text is rendered as text, never as HTML. */
export function ReportView({ report }: { report: InitialReport }) {
  return (
    <>
      <SafetyNotes report={report} />
      <Section aria-labelledby="informe-perfil">
        <h2 id="informe-perfil">Tu perfil</h2>
        {report.perfil.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Section>
      <Section aria-labelledby="informe-recomendaciones">
        <h2 id="informe-recomendaciones">Tus cinco recomendaciones</h2>
        <Recs>
          {report.recomendaciones.map((rec) => (
            <li key={rec.tema}>
              <h3>
                <RecIcon tema={rec.tema} />
                {rec.titulo}
              </h3>
              <p>{rec.texto}</p>
              {/* The meals advice is the plate: a picture of it helps more than another sentence. */}
              {rec.tema === 'comidas' && <PlateIllustration />}
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
