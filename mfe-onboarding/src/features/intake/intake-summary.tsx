import { Button, Note, theme } from '@tm/shared-contracts/ui';
import styled from 'styled-components';
import { FORM_STEPS, answersOf, type StepValues } from './intake-steps.js';

const Step = styled.section`
  border-top: 1px solid ${theme.color.border};
  padding: 0.75rem 0;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  dl {
    margin: 0.5rem 0;
    display: grid;
    gap: 0.35rem;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 0.25rem;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

/** Every step's answers, each with a way back to change them, before the intake is sent. */
export function IntakeSummary({
  values,
  onEdit,
}: {
  values: StepValues;
  onEdit: (step: number) => void;
}) {
  return (
    <div>
      <Note>Mira que todo esté bien. Puedes cambiar cualquier paso antes de guardar.</Note>
      {FORM_STEPS.map((section, index) => {
        const answers = answersOf(section, values);
        return (
          <Step key={section.title} aria-label={section.title}>
            <Top>
              <h3>{section.title}</h3>
              <Button
                type="button"
                $variant="secondary"
                aria-label={`Editar: ${section.title}`}
                onClick={() => onEdit(index + 1)}
              >
                Editar
              </Button>
            </Top>
            {answers.length > 0 ? (
              <dl>
                {answers.map(({ key, label, answer }) => (
                  <div key={key}>
                    <dt>{label}</dt>
                    <dd>{answer}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <Note>Sin respuestas en este paso.</Note>
            )}
          </Step>
        );
      })}
    </div>
  );
}
