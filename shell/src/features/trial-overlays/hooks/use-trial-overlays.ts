import { SESSION_KEYS } from '@tm/shared-contracts';
import { trialOverlays, type TrialOverlays } from '../overlay-days.js';
import { useTrialUser } from '../../../shared/use-trial-user.js';
import { useOncePerSession } from './use-once-per-session.js';
import { useSessionFlag } from './use-session-flag.js';

const NONE: TrialOverlays = {
  day5Banner: false,
  day6Modal: false,
  day7Modal: false,
  day7Banner: false,
  day8Banner: false,
};

/**
 * Which overlays to show now: the day's rule (§4) after the session rules. On a `quiet` page
 * nothing shows, and a modal is not counted as seen.
 */
export function useTrialOverlays(quiet: boolean) {
  const { started, trial, subscribed } = useTrialUser();
  const [day5Dismissed, dismissDay5] = useSessionFlag(SESSION_KEYS.day5Dismissed);
  const [day7BannerDismissed, dismissDay7Banner] = useSessionFlag(SESSION_KEYS.day7BannerDismissed);

  // Without a server answer the stored start decides; a stored subscription counts as active (§6).
  const today = started && !subscribed && !quiet ? trialOverlays(trial) : NONE;
  const server = trial.source === 'server';

  // Modals wait for the server (they need hasAccess; a subscriber on a new device has no stored
  // subscription flag yet). Day 6 and day 7 never fall on the same day.
  const [day6Open, closeDay6] = useOncePerSession(
    SESSION_KEYS.day6ModalSeen,
    server && today.day6Modal,
  );
  const [day7Open, closeDay7] = useOncePerSession(
    SESSION_KEYS.day7ModalSeen,
    server && today.day7Modal,
  );

  return {
    day5Banner: today.day5Banner && !day5Dismissed,
    day7Banner: today.day7Banner && !day7BannerDismissed,
    day8Banner: today.day8Banner,
    openModal: day6Open ? ('day6Modal' as const) : day7Open ? ('day7Modal' as const) : null,
    dismissDay5,
    dismissDay7Banner,
    closeModal: () => (day6Open ? closeDay6() : closeDay7()),
  };
}
