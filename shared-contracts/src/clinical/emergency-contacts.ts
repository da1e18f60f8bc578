// Where a person calls in an emergency or a suicidal crisis, by the country of her intake. Every
// number and its public source is listed in docs/decisions.md; the fallback names both common
// emergency numbers rather than guessing one.
import { stripAccents } from './text.js';

export interface EmergencyContacts {
  /** ISO 3166 alpha-2, or 'XX' when the country is unknown. */
  country: string;
  /** Emergency services (ambulance). */
  emergency: string;
  /** Crisis line for suicidal thoughts: its name and the number to dial. */
  crisisLine: { name: string; number: string };
}

const CONTACTS: Record<string, EmergencyContacts> = {
  MX: {
    country: 'MX',
    emergency: '911',
    crisisLine: { name: 'la Línea de la Vida', number: '800 911 2000' },
  },
  ES: {
    country: 'ES',
    emergency: '112',
    crisisLine: { name: 'la Línea 024 de atención a la conducta suicida', number: '024' },
  },
  US: {
    country: 'US',
    emergency: '911',
    crisisLine: { name: 'la línea 988 de crisis y suicidio (marca 2 para español)', number: '988' },
  },
  CO: {
    country: 'CO',
    emergency: '123',
    crisisLine: { name: 'la línea 192, opción 4, de salud mental', number: '192' },
  },
  AR: {
    country: 'AR',
    emergency: '911',
    crisisLine: { name: 'el Centro de Asistencia al Suicida (135)', number: '135' },
  },
  CL: {
    country: 'CL',
    emergency: '131',
    crisisLine: { name: 'la línea de prevención del suicidio *4141', number: '*4141' },
  },
  PE: {
    country: 'PE',
    emergency: '106',
    crisisLine: { name: 'la línea 113, opción 5, de salud mental', number: '113' },
  },
  EC: {
    country: 'EC',
    emergency: '911',
    crisisLine: { name: 'la línea 171, opción 6, de salud mental', number: '171' },
  },
};

/** Unknown country: the two numbers that reach emergency services in most of our countries. */
export const UNKNOWN_COUNTRY_CONTACTS: EmergencyContacts = {
  country: 'XX',
  emergency: '911 o 112',
  crisisLine: { name: 'la línea de crisis de tu país, o el 911 o el 112', number: '911' },
};

// How people type their country in the intake's free-text `pais`.
const COUNTRY_NAMES: [RegExp, string][] = [
  [/\b(mexico|mejico|mex|mx|cdmx)\b/, 'MX'],
  [/\b(espana|spain|es)\b/, 'ES'],
  [/\b(estados unidos|eeuu|ee uu|eua|usa|us|united states)\b/, 'US'],
  [/\bcolombia|\bco\b/, 'CO'],
  [/\bargentina|\bar\b/, 'AR'],
  [/\bchile|\bcl\b/, 'CL'],
  [/\b(peru|pe)\b/, 'PE'],
  [/\becuador|\bec\b/, 'EC'],
];

/** The ISO code of a country typed freely ("México", "mexico", "EE.UU."), or undefined. */
export function countryCode(pais: string | undefined): string | undefined {
  const text = stripAccents(pais ?? '')
    .replace(/\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  if (/^[a-z]{2}$/.test(text) && CONTACTS[text.toUpperCase()]) return text.toUpperCase();
  return COUNTRY_NAMES.find(([pattern]) => pattern.test(text))?.[1];
}

export function emergencyContactsFor(pais: string | undefined): EmergencyContacts {
  const code = countryCode(pais);
  return (code && CONTACTS[code]) || UNKNOWN_COUNTRY_CONTACTS;
}
