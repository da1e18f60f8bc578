import styled from 'styled-components';
import { type BloodMarker } from '@tm/shared-contracts/marketing';
import { theme } from './theme.js';
import { ESTADO_STYLE } from './estado-style.js';
import { positionPercent, rangeScale } from './range-bar-scale.js';

const Bar = styled.div`
  position: relative;
  display: flex;
  height: 14px;
  margin: 1.25rem 0 0.4rem;
  border-radius: 7px;
  overflow: visible;
`;

const Segment = styled.span<{ $color: string }>`
  height: 100%;
  background: ${({ $color }) => $color};
  &:first-child {
    border-radius: 7px 0 0 7px;
  }
  &:last-child {
    border-radius: 0 7px 7px 0;
  }
`;

const Marker = styled.span`
  position: absolute;
  top: -7px;
  width: 6px;
  height: 28px;
  margin-left: -3px;
  border: 2px solid ${theme.color.surface};
  border-radius: 3px;
  background: ${theme.color.ink};
`;

const Ends = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${theme.color.inkSoft};
  font-size: 0.85rem;
`;

/** A picture of the bands with the person's value on it; the text beside it says the same. */
export function RangeBar({
  marker,
  genero,
  valor,
  unidad,
  embarazo = false,
}: {
  marker: BloodMarker;
  genero: string;
  /** In the unit of the bands (`unidad`), whatever unit the person typed. */
  valor: number;
  unidad: string;
  embarazo?: boolean;
}) {
  const scale = rangeScale(marker, genero, embarazo);
  const width = scale.max - scale.min;
  return (
    <figure style={{ margin: 0 }} aria-hidden="true" data-testid={`barra-${marker}`}>
      <Bar>
        {scale.segments.map((segment) => (
          <Segment
            key={segment.from}
            $color={ESTADO_STYLE[segment.estado].color}
            style={{ width: `${((segment.to - segment.from) / width) * 100}%`, opacity: 0.55 }}
          />
        ))}
        <Marker style={{ left: `${positionPercent(scale, valor)}%` }} />
      </Bar>
      <Ends>
        <span>
          {scale.min} {unidad}
        </span>
        <span>
          {scale.max} {unidad}
        </span>
      </Ends>
    </figure>
  );
}
