import type { InitialReport, SafetyNote } from '@tm/shared-contracts';
import { Card, inlineIcon, theme } from '@tm/shared-contracts/ui';
import { TriangleAlert } from 'lucide-react';
import styled from 'styled-components';

const Note = styled(Card)<{ $urgent: boolean }>`
  margin-bottom: 1rem;
  border: 2px solid ${({ $urgent }) => ($urgent ? theme.color.danger : theme.color.warning)};
  h2,
  h3 {
    margin-top: 0;
  }
  p {
    line-height: 1.6;
  }
  /* Closer on paper (same words), so the report keeps to two A4 pages. */
  @media print {
    box-shadow: none;
    break-inside: avoid;
    padding: 0.6rem 0.9rem;
    margin-bottom: 0.5rem;
    h3 {
      margin: 0.5rem 0 0.1rem;
    }
    p {
      line-height: 1.4;
      margin: 0.2rem 0;
    }
  }
`;

const Why = styled.p`
  color: ${theme.color.inkSoft};
  font-size: 0.95rem;
  margin-bottom: 0;
`;

/** "porque escribiste «…»": the person sees the reason and can correct it. */
function Because({ porque }: { porque: string[] }) {
  if (porque.length === 0) return null;
  return <Why>Porque escribiste {porque.map((q) => `«${q}»`).join(' y ')}.</Why>;
}

/** The crisis line comes before anything else, as an alert with a number to call. */
function Crisis({ note }: { note: SafetyNote }) {
  return (
    <Note $urgent role="alert" aria-labelledby={`aviso-${note.id}`}>
      <h2 id={`aviso-${note.id}`}>{note.titulo}</h2>
      <p>{note.texto}</p>
      {note.contacto && (
        <p>
          <a href={`tel:${note.contacto.numero.replace(/[^\d*+]/g, '')}`}>
            Llamar a {note.contacto.nombre}: {note.contacto.numero}
          </a>
        </p>
      )}
      <Because porque={note.porque} />
    </Note>
  );
}

/** The safety notes, first on the report; older reports show their plain cautions. */
export function SafetyNotes({ report }: { report: InitialReport }) {
  const crisis = report.avisos.filter((a) => a.id === 'crisis');
  const others = report.avisos.filter((a) => a.id !== 'crisis');
  const legacy = report.avisos.length === 0 ? report.precauciones : [];
  return (
    <>
      {crisis.map((note) => (
        <Crisis key={note.id} note={note} />
      ))}
      {(others.length > 0 || legacy.length > 0) && (
        <Note $urgent={false} as="section" aria-labelledby="informe-precauciones">
          <h2 id="informe-precauciones">
            <TriangleAlert {...inlineIcon} size={22} color={theme.color.warning} />
            Importante para tu seguridad
          </h2>
          {others.map((note) => (
            <article key={note.id} data-aviso={note.id} aria-labelledby={`aviso-${note.id}`}>
              <h3 id={`aviso-${note.id}`}>{note.titulo}</h3>
              <p>{note.texto}</p>
              <Because porque={note.porque} />
            </article>
          ))}
          {legacy.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Note>
      )}
    </>
  );
}
