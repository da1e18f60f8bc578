import styled from 'styled-components';
import type { ModuleContent, ModuleDetail } from '@tm/shared-contracts';
import { theme } from '@tm/shared-contracts/ui';
import { Panel } from '../../../shared/layout.js';

const Question = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  legend {
    font-weight: 700;
    margin-bottom: 0.5rem;
    line-height: 1.5;
  }
  label {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
    line-height: 1.5;
    cursor: pointer;
  }
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    accent-color: ${theme.color.primary};
  }
`;

const Feedback = styled.p<{ $right: boolean }>`
  border-left: 4px solid ${({ $right }) => ($right ? theme.color.primary : theme.color.warning)};
  padding-left: 0.75rem;
`;

interface ModuleCheckProps {
  number: number;
  questions: ModuleContent['check'];
  answers: ModuleDetail['answers'];
  /** False once the module is closed: answers can be read, not changed. */
  editable: boolean;
  onAnswer: (question: number, answer: number) => void;
}

/** The module's short check: three questions, the feedback of the chosen option at once. */
export function ModuleCheck({ number, questions, answers, editable, onAnswer }: ModuleCheckProps) {
  return (
    <Panel aria-labelledby="repaso">
      <h2 id="repaso">Repaso del Módulo {number}</h2>
      {questions.map((item, question) => {
        const chosen = answers[question];
        const name = `pregunta-${question}`;
        return (
          <Question key={item.question} disabled={!editable}>
            <legend>{item.question}</legend>
            {item.options.map((option, index) => (
              <label key={option}>
                <input
                  type="radio"
                  name={name}
                  checked={chosen?.answer === index}
                  onChange={() => onAnswer(question, index)}
                />
                <span>{option}</span>
              </label>
            ))}
            <div aria-live="polite">
              {chosen?.answer != null && (
                <Feedback $right={chosen.correct === true}>
                  <strong>{chosen.correct ? 'Correcto. ' : 'Inténtalo otra vez. '}</strong>
                  {item.feedback[chosen.answer]}
                </Feedback>
              )}
            </div>
          </Question>
        );
      })}
    </Panel>
  );
}
