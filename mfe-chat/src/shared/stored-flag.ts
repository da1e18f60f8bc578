import { STORAGE_KEYS } from '@tm/shared-contracts';

/** A local flag of §3 is set when stored as 'true'. */
export const storedFlag = (key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]): boolean =>
  window.localStorage.getItem(key) === 'true';
