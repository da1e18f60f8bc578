import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SANDBOX_CARDS, knownPerson } from '@tm/shared-contracts';
import { Actions, Button, FormField, Note, Panel } from '@tm/shared-contracts/ui';
import { formatExpiry, groupCardNumber, Row } from './card-fields.js';
import {
  cardRefusedMessage,
  confirmSandboxAction,
  confirmSandboxCard,
  providerMessage,
  toastPaymentMethodError,
  TRY_ANOTHER_CARD,
} from './card-errors.js';

interface Props {
  clientSecret: string;
  submitLabel: string;
  onCardSaved: (paymentMethodId: string) => Promise<boolean>;
  /** The form's accessible name. */
  formLabel?: string;
  /** The address the card goes with, when already known (the portal): no e-mail field then. */
  email?: string;
  /** What to do after a refusal, said next to the card field. */
  afterRefusal?: string;
}

type Errors = Partial<Record<'email' | 'number' | 'expiry' | 'cvc', string>>;

function validate(values: { email: string; number: string; expiry: string; cvc: string }): Errors {
  const errors: Errors = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors.email = 'Escribe un correo electrónico válido, por ejemplo nombre@correo.com.';
  if (!/^\d{12,19}$/.test(values.number)) errors.number = 'Escribe los 16 números de tu tarjeta.';
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(values.expiry))
    errors.expiry = 'Escribe el mes y el año así: MM/AA.';
  if (!/^\d{3,4}$/.test(values.cvc)) errors.cvc = 'Son 3 números (4 en American Express).';
  return errors;
}

/**
 * The sandbox's card form: looks and behaves like Stripe's e-mail and card elements, and talks
 * to the local sandbox instead of Stripe (same test cards).
 */
export function SandboxCardForm({
  clientSecret,
  submitLabel,
  onCardSaved,
  formLabel = 'Datos de pago',
  email: knownEmail,
  afterRefusal = TRY_ANOTHER_CARD,
}: Props) {
  // Asked once: the e-mail she already gave (account, intake or pre-registration), editable.
  const [email, setEmail] = useState(() => knownEmail ?? knownPerson().email ?? '');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [needsBank, setNeedsBank] = useState(false);
  const bankHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (needsBank) bankHeading.current?.focus();
  }, [needsBank]);

  const finish = async (paymentMethodId: string | null) => {
    if (paymentMethodId && (await onCardSaved(paymentMethodId))) return;
    setBusy(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { email: email.trim(), number: number.replace(/\s/g, ''), expiry, cvc };
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await confirmSandboxCard({ clientSecret, ...values });
      if (result.status === 'requires_action') return setNeedsBank(true);
      await finish(result.paymentMethodId);
    } catch (error) {
      refused(providerMessage(error));
    }
  };

  // The §8 toast, and the reason where the eye is: next to the card number, focused.
  const refused = (message: string) => {
    toastPaymentMethodError(message);
    setErrors({ number: cardRefusedMessage(message, afterRefusal) });
    setBusy(false);
    window.requestAnimationFrame(() => document.getElementById('card-number')?.focus());
  };

  const answerBank = async (approve: boolean) => {
    setNeedsBank(false);
    try {
      const result = await confirmSandboxAction(clientSecret, approve);
      await finish(result.paymentMethodId);
    } catch (error) {
      refused(providerMessage(error));
    }
  };

  if (needsBank) {
    return (
      <Panel aria-labelledby="confirmacion-banco">
        <h2 id="confirmacion-banco" ref={bankHeading} tabIndex={-1}>
          Confirma con tu banco
        </h2>
        <p>
          Tu banco pide un paso más para guardar esta tarjeta. En el modo de prueba, elige si lo
          apruebas.
        </p>
        <Actions>
          <Button type="button" onClick={() => void answerBank(true)}>
            Confirmar
          </Button>
          <Button type="button" $variant="secondary" onClick={() => void answerBank(false)}>
            Cancelar
          </Button>
        </Actions>
      </Panel>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={formLabel}>
      <Panel as="div">
        {knownEmail === undefined && (
          <FormField id="card-email" label="Correo electrónico" error={errors.email}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </FormField>
        )}
        <FormField id="card-number" label="Número de tarjeta" error={errors.number}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              value={number}
              onChange={(event) => setNumber(groupCardNumber(event.target.value))}
            />
          )}
        </FormField>
        <Row>
          <FormField id="card-expiry" label="Vencimiento (MM/AA)" error={errors.expiry}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM/AA"
                value={expiry}
                onChange={(event) => setExpiry(formatExpiry(event.target.value))}
              />
            )}
          </FormField>
          <FormField id="card-cvc" label="CVC" error={errors.cvc}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                value={cvc}
                onChange={(event) => setCvc(event.target.value.replace(/\D/g, '').slice(0, 4))}
              />
            )}
          </FormField>
        </Row>
        <Button type="submit" disabled={busy}>
          {busy ? 'Procesando...' : submitLabel}
        </Button>
        <Note>
          Modo de prueba: no se hace ningún cobro real. Usa la tarjeta{' '}
          {groupCardNumber(SANDBOX_CARDS.succeeds)}, cualquier fecha futura y cualquier CVC.
        </Note>
      </Panel>
    </form>
  );
}
