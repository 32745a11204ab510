import { Navigate } from 'react-router';
import { CenteredPage } from '../../components/layouts/centered-page.tsx';
import { NotFoundView } from '../../components/ui/not-found-view.tsx';
import { authRedirectTarget } from './auth-redirect.ts';

/** `/auth` (spec §2): reads the hash and redirects; without a usable hash, the 404 page. */
export function AuthPage() {
  const target = authRedirectTarget(window.location.hash);
  if (target) return <Navigate to={target} replace />;
  return (
    <CenteredPage width={640}>
      <NotFoundView />
    </CenteredPage>
  );
}
