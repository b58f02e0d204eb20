import { Logo } from '../../components/ui/logo';
import { useSiteIdentity } from '../../lib/queries/get-public-settings';

/** The logo with the site name and logo text of the platform settings. */
export function SiteLogo({ tone }: { tone?: 'dark' | 'light' }) {
  const identity = useSiteIdentity();
  return <Logo tone={tone} name={identity?.name} tagline={identity?.logoText} />;
}
