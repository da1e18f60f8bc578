import type { CheckinAlert } from '@tm/shared-contracts';
import styled from 'styled-components';

const Box = styled.section<{ $tier: CheckinAlert['tier'] }>`
  border: 3px solid ${({ $tier }) => ($tier === 'review_soon' ? '#8a5a00' : '#a4161a')};
  background: ${({ $tier }) => ($tier === 'review_soon' ? '#fff7e0' : '#fff0f0')};
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

const TITLES: Record<CheckinAlert['tier'], string> = {
  emergency: 'Esto es lo primero: pide ayuda ahora',
  same_day: 'Consulta hoy a un profesional',
  review_soon: 'Cuéntaselo pronto a tu médico',
};

/**
 * A red flag's answer (triage tiers), above the conversation in the chat and above the log in Mi
 * progreso: one component, so both show the API's safety text the same way.
 */
export function TriageAlert({ alert }: { alert: CheckinAlert }) {
  return (
    <Box $tier={alert.tier} role="alert" aria-labelledby="alerta-triaje">
      <h2 id="alerta-triaje" style={{ margin: 0, fontSize: '1.2rem' }}>
        {TITLES[alert.tier]}
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
