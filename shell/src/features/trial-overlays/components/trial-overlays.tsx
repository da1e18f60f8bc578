import { useScreenData } from '../../../shared/screen-data.js';
import { OVERLAY_COPY } from '../overlay-copy.js';
import { useTrialOverlays } from '../hooks/use-trial-overlays.js';
import { TrialBanner } from './trial-banner.js';
import { TrialModal } from './trial-modal.js';

/** The day-5 to day-8 banners and modals of §4, on every page of every bundle. */
export function TrialOverlays() {
  // The page's own remote says where an upgrade prompt would be in the way (the payment page and
  // its outcomes), in its routes.json; the shell keeps no list of them.
  const overlays = useTrialOverlays(useScreenData()?.trialOverlays === false);
  return (
    <>
      {overlays.day5Banner && (
        <TrialBanner copy={OVERLAY_COPY.day5Banner} onDismiss={overlays.dismissDay5} />
      )}
      {overlays.day7Banner && (
        <TrialBanner copy={OVERLAY_COPY.day7Banner} urgent onDismiss={overlays.dismissDay7Banner} />
      )}
      {overlays.day8Banner && <TrialBanner copy={OVERLAY_COPY.day8Banner} urgent />}
      {overlays.openModal && (
        <TrialModal copy={OVERLAY_COPY[overlays.openModal]} onClose={overlays.closeModal} />
      )}
    </>
  );
}
