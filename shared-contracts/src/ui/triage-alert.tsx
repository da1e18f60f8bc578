import type { CheckinAlert } from '@tm/shared-contracts';
import styled from 'styled-components';

/** Each tier's title, edge and background: the alert and the chat's alert replies share them. */
export const TRIAGE_TONE: Record<
  CheckinAlert['tier'],
  { title: string; edge: string; background: string }
> = {
  emergency: {
    title: 'Esto es lo primero: pide ayuda ahora',
    edge: '#a4161a',
    background: '#fff0f0',
  },
  same_day: { title: 'Consulta hoy a un profesional', edge: '#a4161a', background: '#fff0f0' },
  review_soon: { title: 'Cuéntaselo pronto a tu médico', edge: '#8a5a00', background: '#fff7e0' },
};

const Box = styled.section<{ $tier: CheckinAlert['tier'] }>`
  border: 3px solid ${({ $tier }) => TRIAGE_TONE[$tier].edge};
  background: ${({ $tier }) => TRIAGE_TONE[$tier].background};
  color: #1f1f1f;
  border-radius: 12px;
  padding: 1rem 1.1rem;
  display: grid;
  gap: 0.6rem;
  p {
    margin: 0;
  }
`;

const Call = styled.a`
  display: inline-block;
  background: #a4161a;
  color: #ffffff;
  font-weight: 700;
  font-size: 1.15rem;
  border-radius: 999px;
  padding: 0.6rem 1.1rem;
  text-decoration: none;
  margin-right: 0.5rem;
  &:focus-visible {
    outline: 3px solid #1f1f1f;
    outline-offset: 2px;
  }
`;

/**
 * A red flag's answer (triage tiers), above the conversation in the chat and above the log in Mi
 * progreso: one component, so both show the API's safety text the same way.
 */
export function TriageAlert({ alert }: { alert: CheckinAlert }) {
  return (
    <Box $tier={alert.tier} role="alert" aria-labelledby="alerta-triaje">
      <h2 id="alerta-triaje" style={{ margin: 0, fontSize: '1.2rem' }}>
        {TRIAGE_TONE[alert.tier].title}
      </h2>
      {alert.calls.length > 0 && (
        <div>
          {alert.calls.map((call) => (
            <Call key={call.number} href={`tel:${call.number.replace(/[^\d*+#]/g, '')}`}>
              Llamar a {call.label === 'Emergencias' ? 'emergencias' : call.label}: {call.number}
            </Call>
          ))}
        </div>
      )}
      {alert.text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </Box>
  );
}
