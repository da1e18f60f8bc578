import styled from 'styled-components';
import { theme } from '@tm/shared-contracts/ui';

/** The tables of Mi progreso: captions on the left, rows ruled, compact on paper. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
  th,
  td {
    text-align: left;
    padding: 0.5rem 0.4rem;
    border-bottom: 1px solid ${theme.color.border};
    vertical-align: top;
  }
  @media print {
    th,
    td {
      padding: 0.15rem 0.3rem;
    }
  }
`;
