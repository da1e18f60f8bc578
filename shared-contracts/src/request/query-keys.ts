import type { EndpointContract, EndpointRoute, PathParams } from '../api/endpoint.js';
import { call, type CallInput, type EndpointAnswer } from './call.js';

type GetRoute = EndpointRoute & { method: 'GET' };

/**
 * The one query key of a GET endpoint and its params: the path before its first `{param}`, then
 * the param values in order, each followed by the path's own segments after it. Joined with '/', a
 * full key is the URL, as §7's default query
 * function expects; the key without params (`queryKeyFor(trialStatus)`) is the prefix of every
 * key of that endpoint, so invalidating it refreshes every screen's copy.
 */
export function queryKeyFor<R extends GetRoute>(
  endpoint: R,
  params?: PathParams<R['path']>,
): string[] {
  const [root = endpoint.path, ...rest] = endpoint.path.split(/\/\{/);
  if (!params) return [root];
  const values = params as Record<string, string>;
  // 'userId}/modules' is a param's value, then the path's own segments up to the next param.
  return [
    root,
    ...rest.flatMap((segment) => {
      const [name = '', after = ''] = segment.split('}');
      return [values[name] ?? '', ...after.split('/').filter(Boolean)];
    }),
  ];
}

type ParamsArg<P extends string> = keyof PathParams<P> extends never ? [] : [PathParams<P>];

/**
 * Query options of a GET endpoint: its key and a query function that calls (and parses) it.
 * Spread into useQuery/queryOptions and add what the screen needs (enabled, staleTime…).
 */
export function queryFor<C extends EndpointContract & GetRoute>(
  endpoint: C,
  ...[params]: ParamsArg<C['path']>
) {
  // The params type comes from the path here and from the params schema in call(): one object.
  const input = (params ? { params } : {}) as CallInput<C>;
  const callEndpoint = call as (e: C, i: CallInput<C>) => Promise<EndpointAnswer<C>>;
  return {
    queryKey: queryKeyFor(endpoint, (params ?? {}) as PathParams<C['path']>),
    queryFn: () => callEndpoint(endpoint, input),
  };
}
