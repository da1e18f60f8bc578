import { useState } from 'react';
import { useNavigate } from '@tm/shared-contracts/router';
import styled from 'styled-components';
import { readStoredJson, ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import {
  DIAGNOSIS_QUESTIONS,
  diagnosticoSimpleSchema,
  type DiagnosticoSimple,
} from '../../shared/diagnosis/diagnosis.js';
import {
  Button,
  Card,
  Lead,
  PageContainer,
  PageTitle,
  focusRing,
  theme,
} from '@tm/shared-contracts/ui';

const Question = styled.fieldset`
  margin: 0 0 1.5rem;
  padding: 1.25rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  legend {
    padding: 0 0.25rem;
    font-weight: 700;
    font-size: 1.15rem;
    color: ${theme.color.ink};
  }
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-top: 0.75rem;
  padding: 0.75rem 1rem;
  min-height: 44px;
  border: 2px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  cursor: pointer;
  line-height: 1.4;
  &:has(input:checked) {
    border-color: ${theme.color.primary};
    background: ${theme.color.accent};
  }
  input {
    flex: none;
    width: 1.35rem;
    height: 1.35rem;
    accent-color: ${theme.color.primary};
  }
  input:focus-visible {
    ${focusRing}
  }
`;

const Progress = styled.p`
  margin: 0 0 1rem;
  color: ${theme.color.inkSoft};
  font-weight: 600;
`;

type Answers = Record<number, string>;

/** The first name of NM_pre, if any (this screen is never prerendered, so window exists). */
function storedFirstName(): string | null {
  const pre = readStoredJson<{ nombre?: unknown }>(window.localStorage, STORAGE_KEYS.preRegistro);
  return typeof pre?.nombre === 'string' && pre.nombre.trim() ? pre.nombre.trim() : null;
}

/** The stored answers that are still one of their question's options (coming back, a reload). */
function storedAnswers(): Answers {
  const stored = diagnosticoSimpleSchema.safeParse(
    readStoredJson(window.localStorage, STORAGE_KEYS.diagnosticoSimple),
  );
  const answers: Answers = {};
  for (const { questionIndex, answer } of stored.data ?? []) {
    const options: readonly string[] = DIAGNOSIS_QUESTIONS[questionIndex]?.opciones ?? [];
    if (options.includes(answer)) answers[questionIndex] = answer;
  }
  return answers;
}

/**
 * /diagnostico: three questions, one answer each. Every pick is kept in NM_diagnostico_simple
 * (answered questions in order), so going back or reloading keeps the answers (issue 17).
 */
export function DiagnosticoScreen() {
  const navigate = useNavigate();
  const [nombre] = useState(storedFirstName);
  const [answers, setAnswers] = useState<Answers>(storedAnswers);

  const answered = Object.keys(answers).length;
  const complete = answered === DIAGNOSIS_QUESTIONS.length;

  const pick = (questionIndex: number, answer: string) => {
    const next = { ...answers, [questionIndex]: answer };
    setAnswers(next);
    const list: DiagnosticoSimple = DIAGNOSIS_QUESTIONS.flatMap((_, index) =>
      next[index] ? [{ questionIndex: index, answer: next[index] }] : [],
    );
    window.localStorage.setItem(STORAGE_KEYS.diagnosticoSimple, JSON.stringify(list));
  };

  return (
    <PageContainer>
      <PageTitle>Tu diagnóstico funcional</PageTitle>
      <Lead>
        {nombre ? `Hola, ${nombre}. ` : 'Hola. '}Responde tres preguntas sobre cómo te sientes. Toma
        1-2 minutos. Elige la opción que más se parece a tu día a día; puedes cambiarla cuando
        quieras.
      </Lead>
      <Card as="div">
        {DIAGNOSIS_QUESTIONS.map((question, questionIndex) => (
          <Question key={question.pregunta}>
            <legend>
              {questionIndex + 1}. {question.pregunta}
            </legend>
            {question.opciones.map((opcion) => (
              <Option key={opcion}>
                <input
                  type="radio"
                  name={`pregunta-${questionIndex}`}
                  value={opcion}
                  checked={answers[questionIndex] === opcion}
                  onChange={() => pick(questionIndex, opcion)}
                />
                {opcion}
              </Option>
            ))}
          </Question>
        ))}
        <Progress aria-live="polite">
          Respondiste {answered} de {DIAGNOSIS_QUESTIONS.length} preguntas.
        </Progress>
        <Button type="button" disabled={!complete} onClick={() => navigate(ROUTES.resultados)}>
          Ver mi resultado funcional
        </Button>
      </Card>
    </PageContainer>
  );
}
