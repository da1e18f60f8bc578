import { useId, type CSSProperties, type ReactNode } from 'react';

/** What a picture says to someone who cannot see it: a short name and a longer description. */
export interface PictureText {
  title: string;
  description: string;
}

interface PictureProps extends PictureText {
  viewBox: string;
  /** Widest it grows; it shrinks with its column. */
  maxWidth: string;
  /** Hidden from screen readers where words beside it already say the same (a labelled choice). */
  decorative?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * An inline SVG picture of the shared illustrations (no image request, colours from the tokens):
 * `role="img"` named by its <title> and described by its <desc>, with ids unique on the page.
 */
export function Picture({
  title,
  description,
  viewBox,
  maxWidth,
  decorative = false,
  className,
  style,
  children,
}: PictureProps) {
  const id = useId();
  const size = { maxWidth, width: '100%', height: 'auto', display: 'block', ...style };
  if (decorative)
    return (
      <svg
        className={className}
        viewBox={viewBox}
        style={size}
        aria-hidden="true"
        focusable="false"
      >
        {children}
      </svg>
    );
  return (
    <svg
      className={className}
      viewBox={viewBox}
      style={size}
      role="img"
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}
    >
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{description}</desc>
      {children}
    </svg>
  );
}
