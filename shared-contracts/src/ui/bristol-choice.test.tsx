/** @jest-environment @tm/build/jest-jsdom-environment */
// The Bristol field: a radio group with the field's label, hint and error, pictures beside words.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { BristolChoice } from './bristol-choice.js';

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <BristolChoice
        id="b"
        label="Digestión: escala de Bristol (1 a 7) *"
        hint="1 = muy dura, 4 = ideal, 7 = líquida."
        error={error}
        value={value}
        onChange={setValue}
      />
      <output>{value}</output>
    </>
  );
}

test('seven radios named by type and words, the group named and described like a field', () => {
  render(<Harness error="Elige el tipo." />);
  const group = screen.getByRole('radiogroup', { name: 'Digestión: escala de Bristol (1 a 7) *' });
  expect(group.id).toBe('b');
  expect(group.getAttribute('aria-describedby')).toBe('b-hint b-error');
  expect(group.getAttribute('aria-invalid')).toBe('true');
  expect(group.tabIndex).toBe(-1);
  const radios = screen.getAllByRole('radio');
  expect(radios).toHaveLength(7);
  expect(screen.getByRole('radio', { name: 'Tipo 1 Bolitas duras' })).toBeTruthy();
  expect(screen.getByRole('radio', { name: 'Tipo 7 Líquida' })).toBeTruthy();
  // The pictures beside the words are decorative: the words already say the type.
  expect(screen.queryAllByRole('img')).toHaveLength(0);
  expect(group.querySelectorAll('svg')).toHaveLength(7);
});

test('choosing a picture gives its value, "1" to "7"', () => {
  render(<Harness />);
  fireEvent.click(screen.getByRole('radio', { name: /^Tipo 5/ }));
  expect(screen.getByRole('status').textContent).toBe('5');
  expect((screen.getByRole('radio', { name: /^Tipo 5/ }) as HTMLInputElement).checked).toBe(true);
  expect(screen.getByRole('radiogroup').getAttribute('aria-describedby')).toBe('b-hint');
});
