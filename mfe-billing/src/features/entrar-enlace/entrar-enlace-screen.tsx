import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from '@tm/shared-contracts/router';
import {
  ApiError,
  call,
  restorePersonOnDevice,
  ROUTES,
  type RestoreState,
  signInOpen,
} from '@tm/shared-contracts';
import { ErrorCard, PageContainer, PageTitle } from '@tm/shared-contracts/ui';

/** Her most useful screen: the report once it exists, else the intake that leads to it. */
const landingOf = (state: RestoreState) =>
  state.reportReady ? ROUTES.informeInicial : ROUTES.intake;

/**
 * /entrar/enlace?token=…: the link from the e-mail. It opens a session on this device, stores
 * what a returning person has (from the server), then loads her screen in full so the header,
 * the badge and every remote read the restored person.
 */
export function EntrarEnlaceScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const open = useMutation({
    mutationFn: () => call(signInOpen, { body: { token } }),
    onSuccess: (state) => {
      restorePersonOnDevice(window.localStorage, window.sessionStorage, state);
      window.location.replace(landingOf(state));
    },
  });
  // A link opens once: StrictMode's second effect must not spend a second request on it.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The token leaves the address bar and the history before anything else happens.
    window.history.replaceState(null, '', ROUTES.entrarEnlace);
    open.mutate();
  }, [open]);

  if (open.isError) {
    const reason =
      (open.error instanceof ApiError && open.error.serverMessage) ||
      'No pudimos abrir tu sesión. Revisa tu conexión e inténtalo de nuevo.';
    return (
      <PageContainer>
        <PageTitle>Entrar con mi correo</PageTitle>
        <ErrorCard
          title="No pudimos abrir tu sesión"
          message={reason}
          actionLabel="Pedir un enlace nuevo"
          onAction={() => void navigate(ROUTES.entrar)}
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageTitle>Entrar con mi correo</PageTitle>
      <p role="status">Abriendo tu sesión...</p>
    </PageContainer>
  );
}
