import { createGlobalStyle } from 'styled-components';

/**
 * Print / "Guardar como PDF" of a page meant for the doctor's visit (the initial report, the
 * progress summary): only the page's content, in black on white, without the header, footer,
 * navigation, toasts or anything marked `data-print-hide`, on A4. `$fontSize`, the root size on
 * paper, lets a long page fit its pages (the report uses a smaller type than the 12 pt default).
 */
export const PrintStyles = createGlobalStyle<{ $fontSize?: string }>`
  @media print {
    @page {
      size: A4;
      margin: 12mm;
    }
    header, footer, nav, [data-print-hide], [role='region'][aria-label*='otific'] {
      display: none !important;
    }
    /* The root size, so type set in rem shrinks with it. */
    html {
      font-size: ${({ $fontSize = '12pt' }) => $fontSize};
    }
    body {
      background: #fff !important;
      color: #000 !important;
      font-size: 1rem;
    }
    main {
      max-width: none !important;
      padding: 0 !important;
    }
    a[href]::after {
      content: '';
    }
  }
`;
