import { Link } from '@tm/shared-contracts/router';
import { Card, Lead, PageContainer, PageTitle } from '@tm/shared-contracts/ui';
import { ROUTES } from '@tm/shared-contracts';

/** Any path outside the route table (§2): the one screen in English. */
export function NotFoundScreen() {
  return (
    <PageContainer lang="en">
      <Card>
        <PageTitle>404 Page Not Found</PageTitle>
        <Lead>Sorry, the page you are looking for does not exist or has moved.</Lead>
        <Link to={ROUTES.landing}>Back to home</Link>
      </Card>
    </PageContainer>
  );
}
