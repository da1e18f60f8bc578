// Shared UI primitives for every bundle (theme, buttons, cards, error card, page layout, the
// columns and panels of the screens).
export { theme, focusRing, inlineIcon, belowHeader, HEADER_HEIGHT_VAR } from './theme.js';
export { GlobalStyles } from './global-styles.js';
export { Button } from './button.js';
export { Card } from './card.js';
export { Field, FieldError, FieldHint } from './field.js';
export { FormField, type ControlProps } from './form-field.js';
export { ErrorCard, type ErrorCardProps } from './error-card.js';
export { PageContainer, PageTitle, Lead } from './page.js';
export { Narrow, Column, Panel, NoticePanel, Actions, Note, Checklist } from './layout.js';
export { ScreenPlaceholder } from './screen-placeholder.js';
export { lazyScreen, type RemoteScreens } from './remote-screens.js';
export { TriageAlert } from './triage-alert.js';
export { PlateIllustration } from './plate-illustration.js';
export { useStoredDraft } from './use-stored-draft.js';
export { PrintStyles } from './print-styles.js';
export { LabsOffer, testDateOf, type OfferedLab } from './labs-offer.js';
