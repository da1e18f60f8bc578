import { apiJson, endpointPath, ENDPOINTS, type Programme } from '@tm/shared-contracts';

/** The person's programme (module states and her current module), for "Finalizar". */
export const getProgramme = (userId: string) =>
  apiJson<Programme>('GET', endpointPath(ENDPOINTS.programme, { userId }));
