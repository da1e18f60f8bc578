import { createGlobalStyle } from 'styled-components';

/** Print / "Guardar como PDF": only the report, in black on white, for the doctor's visit. */
export const ReportPrintStyles = createGlobalStyle`
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
