import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

/** What a prerender entry returns: the markup and the style tags styled-components collected. */
export interface StaticRender {
  styles: string;
  html: string;
}

/** Renders a screen to static HTML at build time (build/prerender.mjs), with its CSS. */
export function renderStatic(element: ReactElement): StaticRender {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    return { styles: sheet.getStyleTags(), html };
  } finally {
    sheet.seal();
  }
}
