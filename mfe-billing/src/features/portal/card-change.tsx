import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  call,
  queryFor,
  requestToast,
  sandboxPortal,
  sandboxPortalCard,
  sandboxPortalCardSetup,
  type SandboxPortalView,
} from '@tm/shared-contracts';
import styled from 'styled-components';
import { Actions, Alert, Button, Loading, Panel } from '@tm/shared-contracts/ui';
import { cardName } from '../../shared/format.js';
import { providerMessage } from '../../shared/card/card-errors.js';
import { SandboxCardForm } from '../../shared/card/sandbox-card-form.js';

// The card form brings its own panel: the heading and its words sit above it, not in a second box.
const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
`;

/**
 * The portal's card change (as Stripe's "Update payment method"): a SetupIntent, the card form
 * with Stripe's test-card behaviour, then the confirmed card becomes the one charged. A refused
 * card is explained next to the field, and the card on file stays as it was.
 */
export function CardChange({
  sessionId,
  view,
  onClose,
}: {
  sessionId: string;
  view: SandboxPortalView;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const setup = useQuery({
    queryKey: ['portal-card-setup', sessionId],
    queryFn: () => call(sandboxPortalCardSetup, { body: { sessionId } }),
    // One SetupIntent per opening of the form: a declined card can be retried on it.
    gcTime: 0,
    staleTime: Infinity,
  });
  useEffect(() => heading.current?.focus(), []);

  const current = view.cardLast4
    ? cardName({ brand: view.cardBrand, last4: view.cardLast4 })
    : null;

  const saveCard = async (paymentMethodId: string) => {
    try {
      const next = await call(sandboxPortalCard, { body: { sessionId, paymentMethodId } });
      queryClient.setQueryData(queryFor(sandboxPortal, { sessionId }).queryKey, next);
      setSaved(next.cardLast4 ? cardName({ brand: next.cardBrand, last4: next.cardLast4 }) : '');
      return true;
    } catch (error) {
      requestToast(window, {
        title: 'No pudimos cambiar tu tarjeta',
        description: providerMessage(error),
        variant: 'destructive',
      });
      return false;
    }
  };

  if (saved !== null) {
    return (
      <Panel aria-labelledby="tarjeta-guardada">
        <h2 id="tarjeta-guardada">Tarjeta cambiada</h2>
        <Alert tone="success">
          Listo. Tu nueva tarjeta, {saved}, se usará para los próximos cobros.
        </Alert>
      </Panel>
    );
  }

  return (
    <Section aria-labelledby="cambiar-tarjeta">
      <h2 id="cambiar-tarjeta" ref={heading} tabIndex={-1}>
        Cambia tu tarjeta
      </h2>
      <p>
        {current ? `Ahora pagas con tu ${current}. ` : ''}La nueva tarjeta se usará para los
        próximos cobros; hoy no se cobra nada.
      </p>
      {setup.isError && (
        <Alert tone="danger">No pudimos preparar el cambio de tarjeta. Inténtalo de nuevo.</Alert>
      )}
      {setup.isPending && <Loading>Preparando el formulario seguro...</Loading>}
      {setup.data && (
        <SandboxCardForm
          clientSecret={setup.data.clientSecret}
          formLabel="Nueva tarjeta"
          submitLabel="Guardar mi nueva tarjeta"
          email={view.email ?? undefined}
          afterRefusal={`${current ? `Tu ${current} sigue guardada. ` : ''}Prueba con otra tarjeta o llama a tu banco para saber el motivo.`}
          onCardSaved={saveCard}
        />
      )}
      <Actions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          Mantener mi tarjeta actual
        </Button>
      </Actions>
    </Section>
  );
}
