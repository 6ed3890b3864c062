import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { getPublicConfig } from '../../lib/public-config';
import { FOOTER_COLUMNS, LEGAL_LINKS, type NavItem } from './nav-links';
import { Logo } from './quill-mark';
import { SocialLinks } from './social-links';

export function SiteFooter() {
  return (
    <footer className="qp-on-dark bg-ink-950 text-ink-200">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-[1.6fr_1fr_1fr_1fr]">
          <div className="col-span-2 max-w-xs sm:col-span-3 lg:col-span-1">
            <Link to="/" className="-m-1 inline-block rounded-lg p-1" aria-label="Quillpost home">
              <Logo tone="light" />
            </Link>
            <p className="mt-4 text-sm leading-6 text-ink-200">
              Personalized, handwritten notes written with real pens and ink, and mailed across the United
              States.
            </p>
            <SocialLinks links={getPublicConfig().social} />
          </div>

          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} aria-labelledby={`footer-${column.title.toLowerCase()}`}>
              <h2
                id={`footer-${column.title.toLowerCase()}`}
                className="text-sm font-semibold tracking-wide text-white"
              >
                {column.title}
              </h2>
              <ul className="mt-4 flex flex-col gap-3">
                {column.links.map((link) => (
                  <FooterLink key={link.to} link={link} className="text-sm text-ink-200" />
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t border-white/10 pt-6 text-sm text-ink-300 md:flex-row md:items-center md:justify-between">
          <p>© 2024 Quillpost. All rights reserved.</p>
          <ul aria-label="Legal" className="flex flex-wrap gap-x-6 gap-y-2">
            {LEGAL_LINKS.map((link) => (
              <FooterLink key={link.to} link={link} className="text-ink-300" />
            ))}
          </ul>
        </div>
        <p className="mt-4 text-xs text-ink-300">
          Handwriting: single-stroke fonts made from Dancing Script, Handlee, Allura, Kalam and Caveat (SIL
          Open Font License 1.1).
        </p>
      </div>
    </footer>
  );
}

/** A footer link in its list's colour, white and underlined on hover. */
function FooterLink({ link, className }: { link: NavItem; className: string }) {
  return (
    <li>
      <Link
        to={link.to}
        reloadDocument={link.document}
        className={cn(
          'rounded underline-offset-4 transition-colors hover:text-white hover:underline',
          className,
        )}
      >
        {link.label}
      </Link>
    </li>
  );
}
