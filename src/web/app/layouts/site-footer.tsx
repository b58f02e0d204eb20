import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FooterContent } from '../../../contract/settings';
import { toAppLanguage } from '../../lib/languages';
import { useFooterContent } from '../../lib/queries/get-footer-content';
import { usePublicSettings } from '../../lib/queries/get-public-settings';
import { dashboardPathFor } from '../../lib/role-home';
import { useSession } from '../../lib/use-session';
import { SiteLogo } from './site-logo';

const linkClass = 'rounded text-sm text-brand-100 transition-colors hover:text-white hover:underline';

const NETWORK_NAMES: Record<FooterContent['social'][number]['network'], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  x: 'X',
  linkedin: 'LinkedIn',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
};

/** A link an admin wrote: a path on this site goes through the router, anything else is a plain link. */
function FooterLink({ href, children }: { href: string; children: string }) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={linkClass}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={linkClass} rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const { data: footer } = useFooterContent();
  const { data: settings } = usePublicSettings();
  const language = toAppLanguage(i18n.language);
  const year = new Date().getFullYear();
  const contact = {
    email: footer?.contact.email || settings?.contact.email || '',
    phone: footer?.contact.phone || settings?.contact.phone || '',
    address: footer?.contact.address ?? '',
  };
  const hasContact = Boolean(contact.email || contact.phone || contact.address);
  const social = footer?.social ?? [];
  return (
    <footer className="mt-auto bg-brand-950 text-brand-100" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="max-w-sm">
          <SiteLogo tone="light" />
          <p className="mt-4 text-sm leading-relaxed text-brand-100" dir="auto">
            {footer?.about[language] || t('site-footer:footer.about')}
          </p>
          {social.length > 0 ? (
            <ul className="mt-5 flex flex-wrap gap-x-4 gap-y-2" aria-label={t('site-footer:footer.follow')}>
              {social.map((link) => (
                <li key={`${link.network}-${link.url}`}>
                  <a href={link.url} className={linkClass} rel="noopener noreferrer">
                    {NETWORK_NAMES[link.network]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-labelledby="footer-platform">
          <h2 id="footer-platform" className="text-sm font-semibold text-white">
            {t('site-footer:footer.platform')}
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link to="/" className={linkClass}>
                {t('nav.home')}
              </Link>
            </li>
            {user ? (
              <li>
                <Link to={dashboardPathFor(user.role)} className={linkClass}>
                  {t('nav.dashboard')}
                </Link>
              </li>
            ) : (
              <>
                <li>
                  <Link to="/login" className={linkClass}>
                    {t('nav.signIn')}
                  </Link>
                </li>
                {settings?.registration_open !== false ? (
                  <>
                    <li>
                      <Link to="/register" className={linkClass}>
                        {t('nav.signUp')}
                      </Link>
                    </li>
                    <li>
                      <Link to="/register?role=professor" className={linkClass}>
                        {t('site-footer:footer.teach')}
                      </Link>
                    </li>
                  </>
                ) : null}
              </>
            )}
            <li>
              <Link to="/schoolhouse" className={linkClass}>
                {t('site-footer:footer.staffSpace')}
              </Link>
            </li>
          </ul>
        </nav>
        {(footer?.columns ?? []).map((column, index) => (
          <nav key={index} aria-labelledby={`footer-column-${index}`}>
            <h2 id={`footer-column-${index}`} className="text-sm font-semibold text-white" dir="auto">
              {column.title[language]}
            </h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={`${link.href}-${link.label[language]}`} dir="auto">
                  <FooterLink href={link.href}>{link.label[language]}</FooterLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {hasContact ? (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="text-sm font-semibold text-white">
              {t('site-footer:footer.contact')}
            </h2>
            <ul className="mt-4 space-y-3 text-sm">
              {contact.email ? (
                <li>
                  <a href={`mailto:${contact.email}`} className={linkClass} dir="ltr">
                    {contact.email}
                  </a>
                </li>
              ) : null}
              {contact.phone ? (
                <li>
                  <a href={`tel:${contact.phone.replace(/[^0-9+]/g, '')}`} className={linkClass} dir="ltr">
                    {contact.phone}
                  </a>
                </li>
              ) : null}
              {contact.address ? (
                <li dir="auto" className="text-brand-100">
                  {contact.address}
                </li>
              ) : null}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-brand-200 sm:px-6 lg:px-8">
          {t('site-footer:footer.rights', { year, name: t('app.name') })}
        </p>
      </div>
    </footer>
  );
}
