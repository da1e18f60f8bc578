/** The id of the landing's subscription section, which /suscripcion asks the landing to scroll to. */
export const SUBSCRIPTION_ANCHOR = 'suscripcion';

/** Navigation state that asks the landing to scroll to its subscription section (/suscripcion). */
export interface LandingScrollState {
  scrollTo?: typeof SUBSCRIPTION_ANCHOR;
}
