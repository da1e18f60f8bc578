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
