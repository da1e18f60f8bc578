import type { InitialReport } from '@tm/shared-contracts';
import { isPlausible, LAB_MARKER_KIND, isLabUnit } from '@tm/shared-contracts/clinical';
import type { OfferedLab } from '@tm/shared-contracts/ui';

/**
 * The report's lab values (read from her intake, in her units) that Mi progreso can keep, and
 * when she said they were taken.
 */
export function offeredLabs(report: InitialReport): { analisis: OfferedLab[]; cuando?: string } {
  const analisis = report.analisis.flatMap((lab) => {
    const unidad = lab.unidad;
    if (!isLabUnit(LAB_MARKER_KIND[lab.clave], unidad)) return [];
    return isPlausible(lab.clave, lab.valor, unidad)
      ? [{ marcador: lab.clave, valor: lab.valor, unidad }]
      : [];
  });
  return { analisis, cuando: report.analisis.find((lab) => lab.cuando)?.cuando };
}
