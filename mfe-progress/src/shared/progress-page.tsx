import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Navigate, NavLink } from '@tm/shared-contracts/router';
import { ROUTES, storedUserId } from '@tm/shared-contracts';
import { Column, focusRing, Lead, PageContainer, PageTitle, theme } from '@tm/shared-contracts/ui';

/** The sections of Mi progreso, each its own page (declared in routes.json). */
const SECTIONS = [
  { to: ROUTES.miProgreso, label: 'Glucosa' },
  { to: ROUTES.miProgresoPeso, label: 'Peso' },
  { to: ROUTES.miProgresoCintura, label: 'Cintura' },
  { to: ROUTES.miProgresoPresion, label: 'Presión' },
  { to: ROUTES.miProgresoAnalisis, label: 'Análisis' },
  { to: ROUTES.miProgresoImportar, label: 'Importar' },
  { to: ROUTES.miProgresoResumen, label: 'Resumen para tu médico' },
] as const;

const Sections = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1.25rem;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.9rem;
    border: 2px solid ${theme.color.border};
    border-radius: ${theme.radius.pill};
    color: ${theme.color.ink};
    text-decoration: none;
    font-weight: 600;
  }
  a.active {
    border-color: ${theme.color.primary};
    color: ${theme.color.primary};
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  a:focus-visible {
    ${focusRing}
  }
  @media print {
    display: none;
  }
`;

interface Props {
  title: string;
  lead: ReactNode;
  /** The page's content for the person whose id is stored on this device. */
  children: (userId: string) => ReactNode;
}

/** A page of Mi progreso: it needs a user id (the readings are the person's, on the server). */
export function ProgressPage({ title, lead, children }: Props) {
  const userId = storedUserId();
  if (!userId) return <Navigate to={ROUTES.bienvenidaTrial} replace />;
  return (
    <PageContainer>
      <Column>
        {/* On a printed page (the doctor's summary) its own heading says what it is. */}
        <PageTitle data-print-hide>{title}</PageTitle>
        <nav aria-label="Secciones de Mi progreso">
          <Sections>
            {SECTIONS.map((s) => (
              <li key={s.to}>
                <NavLink to={s.to} end>
                  {s.label}
                </NavLink>
              </li>
            ))}
          </Sections>
        </nav>
        <Lead data-print-hide>{lead}</Lead>
        {children(userId)}
      </Column>
    </PageContainer>
  );
}
