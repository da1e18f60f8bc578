import { STORAGE_KEYS } from '@tm/shared-contracts';
import type { ScreenQueries } from '@tm/shared-contracts/ui';
import { flag } from '../../shared/onboarding-storage.js';
import { savedIntakeQuery } from '../../shared/saved-intake.js';
import { restoreDraft } from './use-intake-draft.js';

/**
 * What the intake reads as it opens, asked for by the shell ahead of it: her saved intake, when
 * this device knows she sent one and keeps no draft of its own (useIntakeDraft's rule).
 */
export const intakeQueries: ScreenQueries = ({ userId }) =>
  userId && flag.get(STORAGE_KEYS.intakeDone) && restoreDraft() === null
    ? [savedIntakeQuery(userId)]
    : [];
