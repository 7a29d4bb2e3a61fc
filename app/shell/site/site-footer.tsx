/**
 * Site footer: service and company links, the six towns served, contact
 * block, two social placeholders (no target yet, so not links), the theme picker and © 2025.
 */
import { Mail, MapPin, Phone } from "~/components/icons";
import { Link } from "react-router";
import { footerCompanyLinks, footerServiceLinks, footerTowns } from "~/content/navigation";
import { ThemeSwitcher } from "~/features/theme/theme-switcher";
import { business } from "~/shared/business";

const heading = "text-sm font-semibold uppercase tracking-wide text-white";
const link = "text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white";

export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        Site footer
      </h2>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <p className="text-lg font-bold text-white">{business.name}</p>
          <p className="mt-2 text-sm">
            High-efficiency heating, cooling and plumbing for homes and businesses across {business.county}, from our shop in Jericho, Vermont.
          </p>
          <div className="mt-4 flex gap-3">
            <span
              role="img"
              aria-label="Facebook (coming soon)"
              title="Facebook page coming soon"
              className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-slate-800 text-slate-400"
            >
              <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true" fill="currentColor">
                <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z" />
              </svg>
            </span>
            <span
              role="img"
              aria-label="Instagram (coming soon)"
              title="Instagram page coming soon"
              className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-slate-800 text-slate-400"
            >
              <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                <rect x="3" y="3" width="18" height="18" rx="5" />
                <circle cx="12" cy="12" r="4" />
                <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
              </svg>
            </span>
          </div>
        </div>
        <nav aria-label="Footer services">
          <h3 className={heading}>Services</h3>
          <ul className="mt-3 space-y-2 text-sm">
            {footerServiceLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={link}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Footer company">
          <h3 className={heading}>Company</h3>
          <ul className="mt-3 space-y-2 text-sm">
            {footerCompanyLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={link}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h3 className={heading}>Areas Served</h3>
          <ul className="mt-3 space-y-2 text-sm">
            {footerTowns.map((town) => (
              <li key={town}>{town}, VT</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className={heading}>Contact</h3>
          <ul className="mt-3 space-y-3 text-sm">
            <li>
              <a href={business.phoneHref} className={`${link} inline-flex items-center gap-2`}>
                <Phone className="h-4 w-4" aria-hidden="true" />
                {business.phoneDisplay}
              </a>
            </li>
            <li>
              <a href={`mailto:${business.email}`} className={`${link} inline-flex items-center gap-2 break-all`}>
                <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
                {business.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <address className="not-italic">
                {business.address.street}
                <br />
                {business.address.locality}, {business.address.region} {business.address.postalCode}
              </address>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {business.copyrightYear} {business.name}. All rights reserved. Licensed &amp; insured in Vermont.
          </p>
          <ThemeSwitcher />
        </div>
      </div>
    </footer>
  );
}
