import { screen } from '@testing-library/react';

/**
 * jsdom has no scrollIntoView: record what a refused submit scrolls to (the shared Field's
 * scroll-margin-top keeps it below the header, which the e2e checks in a real browser).
 */
export function recordScrolls(): Element[] {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  return scrolled;
}

/** Each labelled control is marked invalid and described by its message (label → message). */
export function expectFieldMessages(messages: Record<string, string>) {
  for (const [label, message] of Object.entries(messages)) {
    const control = screen.getByLabelText(label);
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(control.getAttribute('aria-describedby')).toBe(screen.getByText(message).id);
  }
}
