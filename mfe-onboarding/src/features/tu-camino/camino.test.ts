import { ROUTES } from '@tm/shared-contracts';
import { caminoDay, caminoSteps, type CaminoFacts } from './camino.js';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const day1: CaminoFacts = {
  daysSinceStart: 0,
  subscriber: false,
  hasAccess: true,
  chatOpen: true,
  intakeDone: false,
  reportReady: false,
  mensajeDone: false,
  loggedDays: [],
  today: '2026-03-10',
  module1Open: false,
  lessonsDone: [],
  lastCheckinAt: null,
  now: NOW,
};
const states = (facts: CaminoFacts) =>
  Object.fromEntries(caminoSteps(facts).map((step) => [step.key, step.state]));
const next = (facts: CaminoFacts) => caminoSteps(facts).find((s) => s.state === 'siguiente');

describe('Tu camino', () => {
  it('names the day of the trial, of the first month, or of the programme', () => {
    expect(caminoDay(day1)).toEqual({
      day: 1,
      label: 'Día 1 de 7 de tu prueba gratuita',
      inTrial: true,
    });
    expect(caminoDay({ ...day1, daysSinceStart: 6.5 }).label).toBe(
      'Día 7 de 7 de tu prueba gratuita',
    );
    expect(caminoDay({ ...day1, daysSinceStart: 9, subscriber: true }).label).toBe(
      'Día 10 de tu primer mes',
    );
    expect(caminoDay({ ...day1, daysSinceStart: 40, subscriber: true }).label).toBe(
      'Día 41 de tu programa',
    );
  });

  it('day 1: the intake is next; report, log, lesson and chat wait for it', () => {
    expect(states(day1)).toEqual({
      intake: 'siguiente',
      report: 'cerrado',
      log: 'cerrado',
      lesson: 'cerrado',
      chat: 'cerrado',
    });
    expect(next(day1)?.action).toEqual({
      label: 'Completar mi historial funcional',
      to: ROUTES.intake,
    });
    expect(caminoSteps(day1).find((s) => s.key === 'lesson')?.action).toBeUndefined();
  });

  it('after the intake the report is next, then the log, the lesson of the day and the chat', () => {
    const intake = { ...day1, intakeDone: true };
    expect(next(intake)?.key).toBe('report');
    const report = { ...intake, reportReady: true, module1Open: true };
    expect(next(report)).toMatchObject({
      key: 'log',
      action: { label: 'Anotar mi día', to: ROUTES.motivacion },
    });
    expect(next({ ...report, mensajeDone: true })?.action?.to).toBe(ROUTES.registro);
    const logged = { ...report, loggedDays: ['2026-03-10'] };
    expect(next(logged)).toMatchObject({ key: 'lesson', title: 'Lección del día 1 del Módulo 1' });
    const lesson = { ...logged, lessonsDone: ['plato'] };
    expect(next(lesson)?.key).toBe('chat');
    const chat = { ...lesson, lastCheckinAt: NOW - 3600_000 };
    expect(next(chat)).toBeUndefined();
    expect(Object.values(states(chat))).toEqual(Array(5).fill('hecho'));
  });

  it('a new day asks for its own log day and its own lesson', () => {
    const yesterday = {
      ...day1,
      daysSinceStart: 1,
      intakeDone: true,
      reportReady: true,
      module1Open: true,
      loggedDays: ['2026-03-09'],
      lessonsDone: ['plato'],
      lastCheckinAt: NOW - 86_400_000,
    };
    expect(states(yesterday)).toMatchObject({
      log: 'siguiente',
      lesson: 'pendiente',
      chat: 'hecho',
    });
    expect(caminoSteps(yesterday).find((s) => s.key === 'log')?.detail).toBe(
      '1 de 5 días anotados.',
    );
    expect(caminoSteps(yesterday).find((s) => s.key === 'lesson')?.title).toBe(
      'Lección del día 2 del Módulo 1',
    );
    // Five days written: the log is done for good; a week after the last message, the chat asks again.
    const later = {
      ...yesterday,
      daysSinceStart: 8,
      loggedDays: ['1', '2', '3', '4', '5'],
      lastCheckinAt: NOW - 8 * 86_400_000,
    };
    expect(states(later)).toMatchObject({ log: 'hecho', lesson: 'siguiente', chat: 'pendiente' });
  });

  it('without access the lesson and the chat say they open with the subscription', () => {
    const ended = {
      ...day1,
      daysSinceStart: 8,
      hasAccess: false,
      chatOpen: false,
      intakeDone: true,
      reportReady: true,
      module1Open: false,
    };
    const steps = caminoSteps(ended);
    expect(steps.find((s) => s.key === 'lesson')).toMatchObject({
      state: 'cerrado',
      detail: 'Se abre con tu suscripción.',
    });
    expect(steps.find((s) => s.key === 'chat')?.detail).toBe('Se abre con tu suscripción.');
  });
});
