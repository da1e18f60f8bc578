import { useState } from 'react';
import styled from 'styled-components';
import type { ModuleContent, ModuleDetail } from '@tm/shared-contracts';
import { Panel, theme } from '@tm/shared-contracts/ui';

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
  /** Saves the answer; a rejection puts the saved choice back. */
  onAnswer: (question: number, answer: number) => Promise<unknown>;
}

/** The module's short check: three questions, the feedback of the chosen option at once. */
export function ModuleCheck({ number, questions, answers, editable, onAnswer }: ModuleCheckProps) {
  // The choice shows at once on the click; the saved answers win whenever they change.
  const savedKey = answers.map((a) => a.answer).join();
  const [picked, setPicked] = useState(() => answers.map((a) => a.answer));
  const [pickedFor, setPickedFor] = useState(savedKey);
  if (pickedFor !== savedKey) {
    setPickedFor(savedKey);
    setPicked(answers.map((a) => a.answer));
  }
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
                  checked={picked[question] === index}
                  onChange={() => {
                    setPicked(picked.map((value, i) => (i === question ? index : value)));
                    onAnswer(question, index).catch(() => setPicked(answers.map((a) => a.answer)));
                  }}
                />
                <span>{option}</span>
              </label>
            ))}
            <div aria-live="polite">
              {chosen?.answer != null && chosen.answer === picked[question] && (
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
