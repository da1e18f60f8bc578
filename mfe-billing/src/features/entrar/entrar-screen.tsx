import { type FormEvent, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError, call, signInLink } from '@tm/shared-contracts';
import {
  Actions,
  Button,
  FormField,
  Lead,
  Narrow,
  PageContainer,
  PageTitle,
  Panel,
} from '@tm/shared-contracts/ui';

/** The server's Spanish reason (bad address, too many links), or a generic one offline. */
const reasonOf = (error: unknown) =>
  (error instanceof ApiError && error.serverMessage) ||
  'No pudimos enviar tu enlace. Revisa tu conexión e inténtalo de nuevo.';

/**
 * /entrar: a person on a new phone or computer asks for a single-use link to her e-mail. The
 * answer is the same whether the address has an account or not (no account discovery).
 */
export function EntrarScreen() {
  const [email, setEmail] = useState('');
  const send = useMutation({ mutationFn: () => call(signInLink, { body: { email } }) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };

  return (
    <PageContainer>
      <Narrow>
        <PageTitle>Entrar con mi correo</PageTitle>
        <Lead>
          ¿Cambiaste de teléfono o estás en otra computadora? Escribe el correo que usaste en tu
          formulario o en tu suscripción y te enviaremos un enlace para entrar. El enlace funciona
          una sola vez y durante 15 minutos.
        </Lead>
        <Panel as="form" onSubmit={submit} noValidate aria-label="Pedir un enlace para entrar">
          <FormField
            id="entrar-email"
            label="Correo electrónico"
            error={send.isError ? reasonOf(send.error) : undefined}
          >
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </FormField>
          <Actions>
            <Button type="submit" disabled={send.isPending || !email.trim()}>
              {send.isPending ? 'Enviando...' : 'Enviarme el enlace'}
            </Button>
          </Actions>
          <p role="status">{send.data?.message ?? ''}</p>
        </Panel>
      </Narrow>
    </PageContainer>
  );
}
