import { render, screen, within } from '@testing-library/react';
import type { WeeklyCheckin } from '@tm/shared-contracts';
import { CheckinHistory } from './checkin-history.js';

const checkin = (id: number, createdAt: string, extra: Partial<WeeklyCheckin> = {}) => ({
  id,
  inputText: `mensaje ${id}`,
  responseText: `Hola. respuesta ${id}\n\nTu paso para esta semana: camina.`,
  createdAt,
  systemsDetected: [],
  emotionTags: [],
  alert: null,
  ...extra,
});

const history = [
  checkin(1, '2026-03-02T15:04:00.000Z'),
  checkin(2, '2026-03-02T18:30:00.000Z'),
  checkin(3, '2026-03-05T12:00:00.000Z', {
    alert: { tier: 'emergency', text: 'Llama ahora al 911.', calls: [] },
    responseText: 'Llama ahora al 911.',
  }),
];

describe('the conversation', () => {
  it('reads oldest first, with a date per day and the local time on each message', () => {
    render(<CheckinHistory checkins={history} />);
    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => within(a).getByText(/^mensaje/).textContent)).toEqual([
      'mensaje 1',
      'mensaje 2',
      'mensaje 3',
    ]);
    // One date for the two messages of the same day.
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const time = new Intl.DateTimeFormat('es', { hour: '2-digit', minute: '2-digit' }).format(
      new Date(history[0]!.createdAt),
    );
    expect(within(articles[0]!).getAllByText(time)).toHaveLength(2);
  });

  it('shows an alert reply in its tier style, with its title', () => {
    render(<CheckinHistory checkins={history} />);
    const last = screen.getAllByRole('article')[2]!;
    expect(within(last).getByText('Esto es lo primero: pide ayuda ahora')).toBeTruthy();
    expect(within(screen.getAllByRole('article')[0]!).queryByText(/pide ayuda/)).toBeNull();
  });

  it('shows a message being sent at the bottom, as "Enviando…"', () => {
    render(<CheckinHistory checkins={history} pending="me cuesta dormir" />);
    const articles = screen.getAllByRole('article');
    const sending = articles[articles.length - 1]!;
    expect(within(sending).getByText('me cuesta dormir')).toBeTruthy();
    expect(within(sending).getByText('Enviando…')).toBeTruthy();
  });

  it('a first message being sent replaces the empty note', () => {
    render(<CheckinHistory checkins={[]} pending="hola" />);
    expect(screen.queryByText(/Todavía no hay mensajes/)).toBeNull();
    expect(screen.getByText('Enviando…')).toBeTruthy();
  });
});
