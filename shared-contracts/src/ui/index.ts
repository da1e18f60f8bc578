// Shared UI primitives for every bundle (theme, buttons, cards, error card, page layout, the
// columns and panels of the screens).
export { theme, focusRing, inlineIcon, belowHeader, HEADER_HEIGHT_VAR } from './theme.js';
export { GlobalStyles, REDUCED_MOTION_RULE, WebFont } from './global-styles.js';
export { Button } from './button.js';
export { Card } from './card.js';
export { Field, FieldError, FieldHint } from './field.js';
export { FormField, describedBy, type ControlProps } from './form-field.js';
export { ErrorCard, type ErrorCardProps } from './error-card.js';
export { PageContainer, PageTitle, Lead } from './page.js';
export { Narrow, Column, Panel, NoticePanel, Actions, Note, Checklist } from './layout.js';
export { ScreenPlaceholder } from './screen-placeholder.js';
export {
  lazyScreen,
  withScreenQueries,
  type PreloadableScreen,
  type RemoteScreens,
  type ScreenPreload,
  type ScreenQueries,
  type ScreenQuery,
} from './remote-screens.js';
export { TriageAlert, TRIAGE_TONE } from './triage-alert.js';
export { PlateIllustration } from './plate-illustration.js';
export { useStoredDraft } from './use-stored-draft.js';
export { PrintStyles } from './print-styles.js';
export { RangeBar } from './range-bar.js';
export { ESTADO_STYLE } from './estado-style.js';
export { Alert, type AlertTone } from './alert.js';
export { ProgressBar } from './progress-bar.js';
export { EmptyState } from './empty-state.js';
export { Skeleton, Loading } from './skeleton.js';
export { BristolChoice } from './bristol-choice.js';
export { Picture, type PictureText } from './illustrations/picture.js';
export { BristolIllustration, BRISTOL_TYPES, type BristolType } from './illustrations/bristol.js';
export { PillarIllustration, PILLAR_PICTURES, type Pillar } from './illustrations/pillars.js';
export { HeroIllustration, HERO_PICTURE } from './illustrations/hero.js';
export { Stepper, StepProgress, ProgressTrack, stepText } from './stepper.js';
export { LabsOffer, testDateOf, type OfferedLab } from './labs-offer.js';
