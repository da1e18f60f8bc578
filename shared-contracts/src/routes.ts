/** Every path of the route table (spec §2). Bundles and the shell import these; never hard-code a path. */
export const ROUTES = {
  landing: '/',
  preRegistro: '/pre-registro',
  diagnostico: '/diagnostico',
  resultados: '/resultados',
  suscripcion: '/suscripcion',
  bienvenida: '/bienvenida',
  perfil: '/perfil',
  analisis: '/analisis',
  guia: '/guia',
  chatSemanal: '/chat-semanal',
  modulo1: '/modulo-1',
  // Not in §2: the programme after Module 1 (issue 20); Module 1 keeps /modulo-1.
  modulos: '/modulos',
  modulo: '/modulo/:n',
  privacidad: '/privacidad',
  terminos: '/terminos',
  reembolsos: '/reembolsos',
  cancelacionConfirmada: '/cancelacion-confirmada',
  reactivacionConfirmada: '/reactivacion-confirmada',
  checkout: '/onboarding/checkout',
  onboardingBienvenida: '/onboarding/bienvenida',
  bienvenidaTrial: '/onboarding/bienvenida-trial',
  motivacion: '/onboarding/motivacion',
  formularioSalud: '/onboarding/formulario-salud',
  mensaje: '/onboarding/mensaje',
  intake: '/onboarding/intake',
  mes1: '/onboarding/mes1',
  registro: '/onboarding/registro',
  informeInicial: '/onboarding/informe-inicial',
  informe: '/onboarding/informe',
  // Not in §2: the local payment sandbox's customer portal (docs/decisions.md).
  portalPagos: '/portal-de-pagos',
} as const;

export type RouteKey = keyof typeof ROUTES;
export type RoutePath = (typeof ROUTES)[RouteKey];

export const REMOTE_NAMES = ['marketing', 'onboarding', 'chat', 'billing'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Which remote owns which route (design card). The shell mounts each path on its owner. */
export const ROUTE_OWNER: Record<RouteKey, RemoteName> = {
  landing: 'marketing',
  preRegistro: 'marketing',
  diagnostico: 'marketing',
  resultados: 'marketing',
  suscripcion: 'marketing',
  analisis: 'marketing',
  guia: 'marketing',
  privacidad: 'marketing',
  terminos: 'marketing',
  reembolsos: 'marketing',
  onboardingBienvenida: 'onboarding',
  bienvenidaTrial: 'onboarding',
  motivacion: 'onboarding',
  formularioSalud: 'onboarding',
  mensaje: 'onboarding',
  intake: 'onboarding',
  mes1: 'onboarding',
  registro: 'onboarding',
  informeInicial: 'onboarding',
  informe: 'onboarding',
  chatSemanal: 'chat',
  modulo1: 'chat',
  modulos: 'chat',
  modulo: 'chat',
  checkout: 'billing',
  bienvenida: 'billing',
  perfil: 'billing',
  cancelacionConfirmada: 'billing',
  reactivacionConfirmada: 'billing',
  portalPagos: 'billing',
};

/** The address of one module: Module 1 keeps the spec's /modulo-1, the others /modulo/<n>. */
export const moduloPath = (n: number): string =>
  n === 1 ? ROUTES.modulo1 : ROUTES.modulo.replace(':n', String(n));

/** Paths owned by one remote, in route-table order. */
export function routesOf(remote: RemoteName): RoutePath[] {
  return (Object.keys(ROUTES) as RouteKey[])
    .filter((key) => ROUTE_OWNER[key] === remote)
    .map((key) => ROUTES[key]);
}
