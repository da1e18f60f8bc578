import { createGlobalStyle } from 'styled-components';

/**
 * Print / "Guardar como PDF" of a page meant for the doctor's visit (the initial report, the
 * progress summary): only the page's content, in black on white, without the header, footer,
 * navigation, toasts or anything marked `data-print-hide`.
 */
export const PrintStyles = createGlobalStyle`
  @media print {
    header, footer, nav, [data-print-hide], [role='region'][aria-label*='otific'] {
      display: none !important;
    }
    body {
      background: #fff !important;
      color: #000 !important;
      font-size: 12pt;
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
