import { useMemo, useState, type FormEvent } from 'react';
import {
  Elements,
  LinkAuthenticationElement,
  PaymentElement,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { ROUTES, knownPerson } from '@tm/shared-contracts';
import { Alert, Button, Panel } from '@tm/shared-contracts/ui';
import { cardRefusedMessage, toastPaymentMethodError } from '../../../shared/card/card-errors.js';
import { stripeAppearance } from './stripe-appearance.js';

interface Props {
  publishableKey: string;
  clientSecret: string;
  submitLabel: string;
  onCardSaved: (paymentMethodId: string) => Promise<boolean>;
}

function StripeFields({ submitLabel, onCardSaved }: Pick<Props, 'submitLabel' | 'onCardSaved'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Asked once: the e-mail she already gave, which Stripe's field starts with (editable).
  const [email] = useState(() => knownPerson().email ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    // Stripe returns to /onboarding/bienvenida (§2's post-payment page) only when the bank needs a
    // redirect; the welcome hands the query to our ROUTES.pagoConfirmacion.
    const { error, setupIntent } = await stripe.confirmSetup({
      elements,
      redirect: 'if_required',
      confirmParams: {
        return_url: new URL(ROUTES.onboardingBienvenida, window.location.origin).toString(),
      },
    });
    if (error) {
      const message = error.message ?? 'No pudimos guardar tu tarjeta.';
      toastPaymentMethodError(message);
      setRefusal(cardRefusedMessage(message));
      return setBusy(false);
    }
    const method = setupIntent?.payment_method;
    const paymentMethodId = typeof method === 'string' ? method : method?.id;
    if (!paymentMethodId || !(await onCardSaved(paymentMethodId))) setBusy(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Datos de pago">
      <Panel as="div">
        <LinkAuthenticationElement options={{ defaultValues: { email } }} />
        <PaymentElement />
        {refusal && <Alert tone="danger">{refusal}</Alert>}
        <Button type="submit" disabled={busy || !stripe}>
          {busy ? 'Procesando...' : submitLabel}
        </Button>
      </Panel>
    </form>
  );
}

/** Stripe Elements: e-mail capture and card, with the publishable key the API announces. */
export function StripeCardForm({ publishableKey, clientSecret, ...rest }: Props) {
  const stripePromise = useMemo(
    () => loadStripe(publishableKey, { locale: 'es' }),
    [publishableKey],
  );
  return (
    <Elements
      stripe={stripePromise}
      options={{
        clientSecret,
        appearance: stripeAppearance,
      }}
    >
      <StripeFields {...rest} />
    </Elements>
  );
}
