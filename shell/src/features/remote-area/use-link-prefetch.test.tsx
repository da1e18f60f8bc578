// Links start getting their pages ready only once the loaded page is used: a visit that only
// loads the landing fetches nothing ahead.
import { act, render, waitFor } from '@testing-library/react';
import { useLinkPrefetch } from './use-link-prefetch.js';

jest.mock('./link-prefetch.js', () => ({ startLinkPrefetch: jest.fn(() => () => {}) }));
const { startLinkPrefetch } = jest.requireMock<{ startLinkPrefetch: jest.Mock }>(
  './link-prefetch.js',
);

function Page() {
  useLinkPrefetch();
  return null;
}

test('nothing until the first sign of use of the loaded page, then the links are watched', async () => {
  render(<Page />);
  await act(async () => {});
  expect(startLinkPrefetch).not.toHaveBeenCalled();

  window.dispatchEvent(new Event('pointermove'));
  window.dispatchEvent(new Event('scroll'));

  await waitFor(() => expect(startLinkPrefetch).toHaveBeenCalledWith(document.body));
  expect(startLinkPrefetch).toHaveBeenCalledTimes(1);
});
