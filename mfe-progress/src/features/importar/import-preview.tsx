import { DEVICE_LABELS, localTime } from '@tm/shared-contracts';
import { toCanonical } from '@tm/shared-contracts/clinical';
import { Actions, Button, Panel } from '@tm/shared-contracts/ui';
import { glucoseIn, longDate } from '../../shared/format.js';
import { Table } from '../../shared/table.js';
import type { UnitPreference } from '../../shared/use-unit-preference.js';
import type { ImportPlan } from './import-plan.js';

const number = (n: number) => n.toLocaleString('es');
const when = (iso: string) => `${longDate(iso)}, ${localTime(iso)}`;

interface Props {
  plan: ImportPlan;
  unit: UnitPreference['glucosa'];
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}

/** What the file holds and what saving it would add, before anything is stored. */
export function ImportPreview({ plan, unit, saving, onSave, onCancel }: Props) {
  const { file, fileName, all, fresh, future } = plan;
  const mgdl = (valor: number) => toCanonical('glucosa', valor, file.unidad);
  const left = file.sinNumero + future;
  return (
    <Panel aria-labelledby="vista-previa">
      <h2 id="vista-previa">Vista previa: todavía no se guardó nada</h2>
      <dl>
        <dt>Archivo</dt>
        <dd>
          {DEVICE_LABELS[file.origen]}
          {fileName && ` (${fileName})`}
        </dd>
        <dt>Lecturas de glucosa</dt>
        <dd>
          {number(all.length)} en {file.unidad}
          {all.length > 0 && `, del ${when(all[0]!.medidoEn)} al ${when(all.at(-1)!.medidoEn)}`}
        </dd>
        <dt>Nuevas</dt>
        <dd>{number(fresh.length)}</dd>
        <dt>Ya guardadas de antes</dt>
        <dd>{number(all.length - fresh.length)} (no se repiten)</dd>
        {left > 0 && (
          <>
            <dt>No se importan</dt>
            <dd>
              {number(left)}: lecturas sin número («Low», «High»), fuera de lo que mide un cuerpo o
              con fecha futura
            </dd>
          </>
        )}
      </dl>
      {all.length > 0 && (
        <Table>
          <caption>Primeras lecturas del archivo, en {unit}</caption>
          <thead>
            <tr>
              <th scope="col">Fecha</th>
              <th scope="col">Glucosa ({unit})</th>
            </tr>
          </thead>
          <tbody>
            {all.slice(0, 5).map((r) => (
              <tr key={r.medidoEn}>
                <td>{when(r.medidoEn)}</td>
                <td>{glucoseIn(mgdl(r.valor), unit)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Actions>
        <Button type="button" disabled={saving || fresh.length === 0} onClick={onSave}>
          {fresh.length === 0
            ? 'Todas ya estaban guardadas'
            : `Guardar ${number(fresh.length)} lecturas nuevas`}
        </Button>
        <Button type="button" $variant="secondary" disabled={saving} onClick={onCancel}>
          Elegir otro archivo
        </Button>
      </Actions>
    </Panel>
  );
}
