import { Card } from './card.js';
import { Lead, PageContainer, PageTitle } from './page.js';

/** Stand-in for a screen whose content arrives in a later issue. */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <PageContainer>
      <Card>
        <PageTitle>{title}</PageTitle>
        <Lead>Estamos preparando esta sección con cuidado. Muy pronto estará disponible.</Lead>
      </Card>
    </PageContainer>
  );
}
