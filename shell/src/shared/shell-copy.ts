// The shell's own words in both languages of the ES/EN toggle (§4 Language), so the header, the
// skip link, the menu and the footer follow the page's language, not only the landing's body.
export type ShellCopy = Record<
  | 'skipLink'
  | 'navLabel'
  | 'mobileNavLabel'
  | 'openMenu'
  | 'closeMenu'
  | 'home'
  | 'diagnosis'
  | 'report'
  | 'chat'
  | 'startDiagnosis'
  | 'myProgramme'
  | 'continueSteps'
  | 'disclaimer',
  string
>;

export const SHELL_COPY: Record<'es' | 'en', ShellCopy> = {
  es: {
    skipLink: 'Saltar al contenido',
    navLabel: 'Principal',
    mobileNavLabel: 'Menú móvil',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    home: 'Inicio',
    diagnosis: 'Diagnóstico',
    report: 'Mi Informe',
    chat: 'Chat Semanal',
    startDiagnosis: 'Empieza tu diagnóstico',
    myProgramme: 'Mi programa',
    continueSteps: 'Seguir mis pasos',
    disclaimer:
      'Este programa es educativo y confidencial. No reemplaza la evaluación médica profesional. ' +
      'Consulta a tu médico antes de hacer cambios importantes en tu alimentación o suplementación.',
  },
  en: {
    skipLink: 'Skip to content',
    navLabel: 'Main',
    mobileNavLabel: 'Mobile menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    home: 'Home',
    diagnosis: 'Diagnosis',
    report: 'My report',
    chat: 'Weekly chat',
    startDiagnosis: 'Start your diagnosis',
    myProgramme: 'My programme',
    continueSteps: 'Continue my steps',
    disclaimer:
      'This programme is educational and confidential. It does not replace a professional ' +
      'medical assessment. Talk to your doctor before making important changes to your diet or ' +
      'supplements.',
  },
};
