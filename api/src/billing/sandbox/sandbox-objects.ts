import { randomBytes } from 'node:crypto';
import type { PortalFlow } from '@tm/shared-contracts/contracts';

/** Stripe-like ids: `cus_sbx…`, `seti_sbx…`, `pm_sbx…`, `sub_sbx…`, `bps_sbx…`, `evt_sbx…`. */
export const sandboxId = (prefix: string) => `${prefix}_sbx${randomBytes(10).toString('hex')}`;

export interface SandboxCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  /** Set when the card is changed in the portal (absent on customers stored before). */
  invoice_settings?: { default_payment_method: string | null };
  metadata: { userId: string };
}

export interface SandboxSetupIntent {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  customer: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
  payment_method: string | null;
  usage: 'off_session';
  metadata: { userId: string };
}

export interface SandboxPaymentMethod {
  id: string;
  object: 'payment_method';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  billing_details: { email: string | null };
  metadata: { userId: string };
}

/** Shaped like a Stripe subscription of API 2025+ (period on the item), times in seconds. */
export interface SandboxSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  trial_end: number | null;
  default_payment_method: string;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      current_period_start: number;
      current_period_end: number;
      price: { unit_amount: number; currency: string; recurring: { interval: string } };
    }[];
  };
  metadata: { userId: string };
}

export interface SandboxPortalSession {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string;
  url: string;
  /** Opened on one task (Stripe's flow_data), e.g. changing the card; absent or null: the whole portal. */
  flow_data?: { type: PortalFlow } | null;
  metadata: { userId: string };
}

export const seconds = (ms: number) => Math.floor(ms / 1000);

/** One calendar month later (Jan 31 → Feb 28/29), like Stripe's monthly billing anchor. */
export function addOneMonth(ms: number): number {
  const date = new Date(ms);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.getTime();
}

/** Luhn check digit, as card forms do before sending anything. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand Stripe reports for a card number (its test cards included), from the leading digits. */
export function cardBrandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  return 'unknown';
}
