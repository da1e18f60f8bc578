import { addDays, spanishDate, type PlannedDay } from '@tm/shared-contracts';
import { Button, inlineIcon, theme } from '@tm/shared-contracts/ui';
import { CalendarClock, CircleCheck, Clock, PencilLine } from 'lucide-react';
import styled from 'styled-components';

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 1rem 0 1.5rem;
  display: grid;
  gap: 0.5rem;
`;

const Row = styled.li<{ $selected: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1rem;
  border: 2px solid ${({ $selected }) => ($selected ? theme.color.primary : theme.color.border)};
  border-radius: ${theme.radius.md};
  background: ${({ $selected }) => ($selected ? theme.color.accent : theme.color.surface)};
  p {
    margin: 0;
    flex: 1 1 12rem;
  }
`;

const Status = styled.span<{ $tone: 'done' | 'open' | 'later' }>`
  display: block;
  font-weight: 600;
  color: ${({ $tone }) =>
    $tone === 'done'
      ? theme.color.primary
      : $tone === 'open'
        ? theme.color.warning
        : theme.color.inkSoft};
`;

/** 'hoy, miércoles 4 de marzo', 'ayer, …', 'mañana, …' or the date alone. */
export function dayName(fecha: string, today: string): string {
  const relative =
    fecha === today
      ? 'hoy'
      : fecha === addDays(today, -1)
        ? 'ayer'
        : fecha === addDays(today, 1)
          ? 'mañana'
          : null;
  const date = spanishDate(fecha);
  return relative ? `${relative}, ${date.replace(',', '')}` : date;
}

function status(day: PlannedDay, pending: boolean) {
  switch (day.estado) {
    case 'hecho':
      return {
        tone: 'done' as const,
        Icon: CircleCheck,
        text: pending ? 'Hecho, pendiente de enviar' : 'Hecho',
      };
    case 'hoy':
      return { tone: 'open' as const, Icon: PencilLine, text: 'Por anotar hoy' };
    case 'pendiente':
      return {
        tone: 'open' as const,
        Icon: Clock,
        text: `Sin anotar: puedes completarlo hasta el ${spanishDate(day.hasta ?? day.fecha)}`,
      };
    default:
      return { tone: 'later' as const, Icon: CalendarClock, text: 'Por venir' };
  }
}

interface Props {
  plan: PlannedDay[];
  today: string;
  selected: string | null;
  /** Written days can be corrected until the report is built from all five. */
  canCorrect: boolean;
  /** Days saved on this device without a connection, not yet sent (issue 21). */
  pending: ReadonlySet<string>;
  onSelect: (fecha: string) => void;
}

/** The five days: which are done, which can be written now (today, or late) and which are to come. */
export function DayList({ plan, today, selected, canCorrect, pending, onSelect }: Props) {
  return (
    <List aria-label="Tus 5 días">
      {plan.map((day) => {
        const { tone, Icon, text } = status(day, pending.has(day.fecha));
        const action =
          day.estado === 'hecho'
            ? canCorrect
              ? 'Corregir'
              : null
            : day.estado === 'por-venir'
              ? null
              : 'Anotar';
        return (
          <Row key={day.fecha} $selected={day.fecha === selected}>
            <p>
              <strong>Día {day.numero}</strong> · {dayName(day.fecha, today)}
              <Status $tone={tone}>
                <Icon {...inlineIcon} size={18} />
                {text}
              </Status>
            </p>
            {action && (
              <Button
                type="button"
                $variant={day.fecha === selected ? 'primary' : 'secondary'}
                aria-pressed={day.fecha === selected}
                aria-label={`${action} el día ${day.numero}`}
                onClick={() => onSelect(day.fecha)}
              >
                {action}
              </Button>
            )}
          </Row>
        );
      })}
    </List>
  );
}
