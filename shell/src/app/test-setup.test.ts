import { getConfig } from '@testing-library/react';

it('Testing Library waits up to 5 s for what a screen shows (build/jest-async-timeout.cjs)', () => {
  expect(getConfig().asyncUtilTimeout).toBe(5000);
});
