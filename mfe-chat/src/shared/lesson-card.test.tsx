import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LessonCard } from './lesson-card.js';

const card = {
  id: 'dia-1',
  eyebrow: 'Día 1',
  title: 'Una lección',
  action: 'Camina diez minutos después de comer.',
};

describe('LessonCard tick', () => {
  it('shows the tick at once, before the saved progress comes back', () => {
    const toggles: boolean[] = [];
    render(
      <LessonCard {...card} done={false} onToggle={async (done) => toggles.push(done)}>
        <p>texto</p>
      </LessonCard>,
    );
    const box = screen.getByRole('checkbox');
    fireEvent.click(box);
    expect(box).toHaveProperty('checked', true);
    expect(toggles).toEqual([true]);
  });

  it('puts the box back when the save fails', async () => {
    render(
      <LessonCard {...card} done={false} onToggle={() => Promise.reject(new Error('red'))}>
        <p>texto</p>
      </LessonCard>,
    );
    const box = screen.getByRole('checkbox');
    fireEvent.click(box);
    expect(box).toHaveProperty('checked', true);
    await waitFor(() => expect(box).toHaveProperty('checked', false));
  });

  it('follows the saved progress when it changes', () => {
    const saved = () => Promise.resolve();
    const { rerender } = render(
      <LessonCard {...card} done={false} onToggle={saved}>
        <p>texto</p>
      </LessonCard>,
    );
    rerender(
      <LessonCard {...card} done={true} onToggle={saved}>
        <p>texto</p>
      </LessonCard>,
    );
    expect(screen.getByRole('checkbox')).toHaveProperty('checked', true);
  });
});
