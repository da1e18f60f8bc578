/**
 * Every path of the route table (spec §2): the paths bundles link to. Bundles and the shell import
 * these; never hard-code a path. Who serves each one is declared by the remotes at run time
 * (DeclaredRoute), not here.
 */
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
  // Not in §2: the programme after Module 1 (issue 20); Module 1 keeps /modulo-1, Modules 2–13
  // are moduloPath(n), each declared by the chat remote in its routes.json.
  modulos: '/modulos',
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
  // Not in §2: Tu camino (issue 18), today in the trial and the first month.
  tuCamino: '/tu-camino',
  // Not in §2: Mi progreso (issue 19), the readings a person logs.
  miProgreso: '/mi-progreso',
  miProgresoPeso: '/mi-progreso/peso',
  miProgresoCintura: '/mi-progreso/cintura',
  miProgresoPresion: '/mi-progreso/presion',
  miProgresoAnalisis: '/mi-progreso/analisis',
  miProgresoImportar: '/mi-progreso/importar',
  miProgresoResumen: '/mi-progreso/resumen-medico',
  // Not in §2: the local payment sandbox's customer portal (docs/decisions.md).
  portalPagos: '/portal-de-pagos',
  // Not in §2: billing's end of Stripe's bank check (3-D Secure), handed over by the welcome.
  pagoConfirmacion: '/pago/confirmacion',
  // Not in §2: signing in with the e-mail on another device (issue 17, docs/decisions.md).
  entrar: '/entrar',
  entrarEnlace: '/entrar/enlace',
  // Not in §2: where erasing the account ends, saying it is done (issue 17).
  cuentaBorrada: '/cuenta-borrada',
} as const;

export type RouteKey = keyof typeof ROUTES;

/** The address of one module: Module 1 keeps the spec's /modulo-1, the others /modulo/<n>. */
export const moduloPath = (n: number): string => (n === 1 ? ROUTES.modulo1 : `/modulo/${n}`);
export type RoutePath = (typeof ROUTES)[RouteKey];

/**
 * A remote's name as the runtime manifest (/remotes.json) gives it: the shell compiles in no list
 * of remotes, so a new one is deployed and added to the manifest, with no shell build.
 */
export type RemoteName = string;

/**
 * One page a remote declares in its own `routes.json`, deployed beside its mf-manifest.json: the
 * remote owns its paths at run time, so adding, renaming or removing a page redeploys only it.
 * `trialOverlays: false` keeps the shell's upgrade prompts off a page where they would be in the way.
 */
export interface DeclaredRoute {
  path: string;
  trialOverlays?: boolean;
  /** A link to this page in the shell's header. */
  nav?: HeaderLink;
}

/**
 * A header link a remote declares for one of its pages, so a new area is reachable without a
 * shell change. `person`: only for someone with a user id on this device; `everyone`: always.
 */
export interface HeaderLink {
  label: string;
  audience: 'person' | 'everyone';
}

/** A well-formed header link from a declaration read at run time, else undefined. */
export function headerLinkOf(value: unknown): HeaderLink | undefined {
  const { label, audience } = (value ?? {}) as Record<string, unknown>;
  if (typeof label !== 'string' || !label.trim() || label.length > 40) return undefined;
  if (audience !== 'person' && audience !== 'everyone') return undefined;
  return { label: label.trim(), audience };
}

/** What the runtime manifest (/remotes.json) says about one path: its owner and its flags. */
export interface OwnedRoute {
  remote: RemoteName;
  trialOverlays: boolean;
  nav?: HeaderLink;
}

/** Every declared path of every remote whose `routes.json` could be read, by path. */
export type RouteTable = Record<string, OwnedRoute>;
