// The devices list names each session by browser and system only: the full user agent is a
// fingerprint, and the list needs no more than what a person recognises ('Chrome en Android').

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (list: [RegExp, string][], text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1];

export const UNKNOWN_DEVICE = 'Navegador desconocido';

export function deviceLabelOf(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const browser = firstMatch(BROWSERS, userAgent);
  const system = firstMatch(SYSTEMS, userAgent);
  if (browser && system) return `${browser} en ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}
