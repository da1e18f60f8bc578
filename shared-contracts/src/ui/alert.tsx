import type { LucideIcon } from 'lucide-react';
import { CircleCheck, Info, OctagonAlert, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { inlineIcon, theme } from './theme.js';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

/** Each tone's colours and icon: the shape tells the tone apart as well as the colour (WCAG 1.4.1). */
const TONES: Record<AlertTone, { edge: string; background: string; Icon: LucideIcon }> = {
  info: { edge: theme.color.info, background: theme.color.infoSoft, Icon: Info },
  success: { edge: theme.color.success, background: theme.color.successSoft, Icon: CircleCheck },
  warning: { edge: theme.color.warning, background: theme.color.warningSoft, Icon: TriangleAlert },
  danger: { edge: theme.color.danger, background: theme.color.dangerSoft, Icon: OctagonAlert },
};

const Box = styled.div<{ $tone: AlertTone }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.sm};
  align-items: start;
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid ${({ $tone }) => TONES[$tone].edge};
  border-radius: ${theme.radius.sm};
  background: ${({ $tone }) => TONES[$tone].background};
  color: ${theme.color.ink};
  line-height: ${theme.lineHeight.body};
  > svg {
    color: ${({ $tone }) => TONES[$tone].edge};
    margin-top: 0.2em;
  }
  p {
    margin: 0;
  }
`;

const Title = styled.p`
  font-weight: ${theme.fontWeight.bold};
`;

interface AlertProps {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /**
   * 'alert' interrupts a screen reader (an error just made), 'status' waits its turn (a saved
   * change, a loading text), 'note' is part of the page. By default danger is an alert, the rest a
   * status.
   */
  role?: 'alert' | 'status' | 'note';
  id?: string;
  className?: string;
}

/** A message in its tone's colours with its icon: an error, a warning, a note, a success. */
export function Alert({ tone, title, children, role, id, className }: AlertProps) {
  const { Icon } = TONES[tone];
  return (
    <Box
      $tone={tone}
      role={role ?? (tone === 'danger' ? 'alert' : 'status')}
      id={id}
      className={className}
      data-tone={tone}
    >
      <Icon {...inlineIcon} size={22} style={{ flexShrink: 0 }} />
      <div>
        {title && <Title>{title}</Title>}
        {typeof children === 'string' ? <p>{children}</p> : children}
      </div>
    </Box>
  );
}
