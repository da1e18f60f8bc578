/**
 * The shared request layer of spec §7, implemented once for every bundle:
 * relative paths on the current origin, cookies included, JSON bodies,
 * errors thrown as "<status>: <body or statusText>".
 */
import { reportApiUnavailable } from '../events.js';
import { resolveUrl } from './resolve-url.js';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's JSON `message` (or `error`) when the body carries one. */
  get serverMessage(): string | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object') {
        const { message, error } = parsed as { message?: unknown; error?: unknown };
        if (typeof message === 'string' && message) return message;
        if (typeof error === 'string' && error) return error;
      }
    } catch {
      // Not JSON: no server message to show.
    }
    return null;
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const error = new ApiError(res.status, await res.text(), res.statusText);
  // Every bundle's requests pass here, so one shell banner covers every screen while the API is
  // down; outside a page (build-time prerender, Node) there is nobody to tell.
  if (res.status === 503 && typeof window !== 'undefined') {
    reportApiUnavailable(window, error.serverMessage);
  }
  throw error;
}

export async function apiRequest(method: string, path: string, data?: unknown): Promise<Response> {
  const res = await fetch(resolveUrl(path), {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** Default query function: GET the query key segments joined with '/'. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await fetch(resolveUrl(queryKey.join('/')), { credentials: 'include' });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** QueryClient defaults (§7): never stale, no focus refetch, no polling, no retries. */
export const queryClientDefaultOptions = {
  queries: {
    queryFn: getQueryFn({ on401: 'throw' }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    retry: false,
  },
  mutations: { retry: false },
} as const;
