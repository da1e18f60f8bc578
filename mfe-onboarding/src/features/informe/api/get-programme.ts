import { call, programme } from '@tm/shared-contracts';

/** The person's programme (module states and her current module), for "Finalizar". */
export const getProgramme = (userId: string) => call(programme, { params: { userId } });
