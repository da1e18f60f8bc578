import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@tm/shared-contracts';
import { CheckinForm } from './checkin-form.js';

const box = () => screen.getByLabelText('¿Cómo fue tu semana?') as HTMLTextAreaElement;

beforeEach(() => localStorage.clear());

describe('the weekly message form', () => {
  it('keeps what is typed across a reload until it is sent, then clears it', async () => {
    const onSend = jest.fn(() => Promise.resolve());
    const first = render(<CheckinForm remaining={3} sending={false} onSend={onSend} />);
    fireEvent.change(box(), { target: { value: '  Dormí mejor esta semana  ' } });
    first.unmount();

    render(<CheckinForm remaining={3} sending={false} onSend={onSend} />);
    expect(box().value).toBe('  Dormí mejor esta semana  ');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(box().value).toBe(''));
    expect(onSend).toHaveBeenCalledWith('Dormí mejor esta semana');
    expect(localStorage.getItem(STORAGE_KEYS.chatDraft)).toBeNull();
  });

  it('a failed send keeps the text', async () => {
    const onSend = jest.fn(() => Promise.reject(new Error('500')));
    render(<CheckinForm remaining={3} sending={false} onSend={onSend} />);
    fireEvent.change(box(), { target: { value: 'Tengo sed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(box().value).toBe('Tengo sed');
    expect(localStorage.getItem(STORAGE_KEYS.chatDraft)).toBe('"Tengo sed"');
  });
});
