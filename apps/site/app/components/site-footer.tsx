import { QUICK_LINKS } from 'virtual:site-menu';
import { Link } from 'react-router';
import { useRootData, useT } from '../lib/i18n';
import { DetailList, type DetailRow } from './detail-list';

/** A site-local link stays in the router; anything else is a plain link. */
function FooterLink({ url, label }: { url: string; label: string }) {
  return url.startsWith('/') && !url.startsWith('//') ? (
    <Link to={url}>{label}</Link>
  ) : (
    <a href={url}>{label}</a>
  );
}

export function SiteFooter() {
  const t = useT();
  const root = useRootData();
  const contact = root?.contact ?? {};
  const footer = root?.footer ?? {};
  const details = [
    ['footer.address', contact.address],
    ['footer.phone', contact.phone, 'tel'],
    ['footer.email', contact.email, 'mailto'],
    ['footer.fax', contact.fax],
    ['footer.workingHours', contact.workingHours],
  ] satisfies DetailRow[];
  // The site's own sections always; the editor's links add to them (one the list has is left out).
  const ownPaths = new Set(QUICK_LINKS.map((link) => link.to));
  const editorLinks = (footer.links ?? []).filter((link) => !ownPaths.has(link.url));
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <p className="footer-logo">
            {/* The mark's file, cached, rather than its drawing again in every page's bytes (the header has it inline). */}
            <img src="/logo.svg" alt="" width={32} height={32} loading="lazy" />
            <span>{contact.companyName || t('site.name')}</span>
          </p>
          <p className="footer-slogan">{footer.slogan || t('site.tagline')}</p>
        </div>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <DetailList className="footer-details" rows={details} />
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{t('footer.links')}</h2>
          <ul className="footer-links">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
            {editorLinks.map((link) => (
              <li key={link.url}>
                <FooterLink url={link.url} label={link.label} />
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="footer-bottom">
        <div className="container">
          <span>{footer.copyright || `© ${contact.companyName || t('site.name')}`}</span>
          {footer.icp && <span>{footer.icp}</span>}
          <Link to="/privacy">{t('footer.privacy')}</Link>
        </div>
      </div>
    </footer>
  );
}
