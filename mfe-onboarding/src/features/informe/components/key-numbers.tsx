import type { ReportLab } from '@tm/shared-contracts';
import { formatLab, isLabUnit, LAB_MARKER_KIND } from '@tm/shared-contracts/clinical';
import { interpretMarker, MARKER_RULES, type MarkerResult } from '@tm/shared-contracts/marketing';
import { Card, ESTADO_STYLE, RangeBar, theme } from '@tm/shared-contracts/ui';
import styled from 'styled-components';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  @media print {
    grid-template-columns: repeat(3, 1fr);
    gap: 0.4rem;
  }
`;

const NumberCard = styled(Card)`
  height: 100%;
  box-sizing: border-box;
  padding: 0.9rem 1rem;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0.3rem 0 0;
    line-height: 1.4;
  }
  @media print {
    box-shadow: none;
    padding: 0.4rem 0.6rem;
    break-inside: avoid;
  }
`;

const Value = styled.p`
  font-size: 1.5rem;
  font-weight: 700;
  color: ${theme.color.ink};
  @media print {
    font-size: 1.2rem;
  }
`;

const Estado = styled.span<{ $color: string; $fondo: string }>`
  display: inline-block;
  margin-left: 0.5rem;
  padding: 0.1rem 0.55rem;
  border-radius: ${theme.radius.pill};
  font-size: 0.9rem;
  vertical-align: 0.2em;
  color: ${({ $color }) => $color};
  background: ${({ $fondo }) => $fondo};
`;

const Small = styled.p`
  font-size: 0.85rem;
  color: ${theme.color.inkSoft};
  @media print {
    font-size: 0.8rem;
    line-height: 1.25;
  }
`;

/**
 * The interpreter's verdict on a lab the report read from the intake, in the unit she wrote; a
 * unit the interpreter does not know is read in the report's base unit. Undefined if neither is
 * a plausible reading.
 */
export function labResult(lab: ReportLab, genero: string): MarkerResult | undefined {
  const kind = LAB_MARKER_KIND[lab.clave];
  const readings = [
    ...(isLabUnit(kind, lab.unidad) ? [{ value: lab.valor, unit: lab.unidad }] : []),
    { value: lab.valorBase, unit: MARKER_RULES[lab.clave].unidad },
  ];
  for (const reading of readings) {
    try {
      return interpretMarker(lab.clave, reading, { genero });
    } catch {
      // Implausible in this unit: try the next reading.
    }
  }
  return undefined;
}

/** "7,2 %": the Spanish decimal comma, as the rest of the product shows numbers. */
function shownValue({ clave, valor, unidad }: MarkerResult): string {
  const number = isLabUnit(LAB_MARKER_KIND[clave], unidad)
    ? formatLab(valor, unidad)
    : String(valor);
  return `${number} ${unidad}`;
}

/** "Tus números": each lab of her intake as a card with the interpreter's bands. */
export function KeyNumbers({ labs, genero }: { labs: ReportLab[]; genero: string }) {
  const results = labs.flatMap((lab) => {
    const result = labResult(lab, genero);
    return result ? [{ lab, result }] : [];
  });
  if (results.length === 0) return null;
  return (
    <Grid>
      {results.map(({ lab, result }) => {
        const estado = ESTADO_STYLE[result.estado];
        return (
          <li key={lab.clave}>
            <NumberCard as="article" aria-labelledby={`numero-${lab.clave}`}>
              <h3 id={`numero-${lab.clave}`}>{result.marcador}</h3>
              <Value>
                {shownValue(result)}
                <Estado $color={estado.color} $fondo={estado.fondo}>
                  <span aria-hidden="true">{estado.icono} </span>
                  {estado.palabra}
                </Estado>
              </Value>
              <RangeBar
                marker={lab.clave}
                genero={genero}
                valor={result.valorBase}
                unidad={MARKER_RULES[lab.clave].unidad}
              />
              <Small>
                {result.rango}
                {lab.cuando && ` Medido: ${lab.cuando}.`}
              </Small>
            </NumberCard>
          </li>
        );
      })}
    </Grid>
  );
}
