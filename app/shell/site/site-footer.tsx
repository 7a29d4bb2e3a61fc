/**
 * Site footer: service and company links, the six towns served, contact
 * block (from the owner's Settings), social profile links when set, the theme picker and ©
 * the current year.
 */
import { Mail, MapPin, Phone } from "~/components/icons";
import { Link, useRouteLoaderData } from "react-router";
import { footerCompanyLinks, footerServiceLinks, footerTowns } from "~/content/navigation";
import { ThemeSwitcher } from "~/features/theme/theme-switcher";
import { business } from "~/shared/business";
import { defaultBusinessSettings, phoneHref, type BusinessSettings } from "~/shared/business-settings";

const heading = "text-sm font-semibold uppercase tracking-wide text-white";
const link = "text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white";

const networks = [
  { key: "facebook", label: "Facebook", path: "M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z" },
  { key: "instagram", label: "Instagram", path: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" },
  { key: "google", label: "Google", path: "M12 11v3h5a5 5 0 1 1-1.5-5.5l2-2A8 8 0 1 0 20 12v-1z" },
  { key: "linkedin", label: "LinkedIn", path: "M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h4v2c.6-1.1 2-2.2 4-2.2 4 0 4 2.6 4 6V21h-4v-5.5c0-1.4 0-3.1-2-3.1s-2 1.5-2 3V21h-4z" },
] as const;

/** The owner's social profiles as links; a profile not set in Settings is not shown at all. */
function SocialLinks({ social }: { social: BusinessSettings["social"] }) {
  const set = networks.filter((n) => social[n.key]);
  if (!set.length) return null;
  return (
    <ul className="mt-4 flex gap-3" aria-label="Social profiles">
      {set.map((n) => (
        <li key={n.key}>
          <a
            href={social[n.key]}
            rel="noopener"
            aria-label={n.label}
            className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-white"
          >
            <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true" fill="currentColor">
              <path d={n.path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const layout = useRouteLoaderData("routes/site-layout") as { settings?: BusinessSettings; year?: number } | undefined;
  const settings = layout?.settings ?? defaultBusinessSettings;
  const year = layout?.year ?? business.copyrightYear;
  return (
    <footer className="bg-slate-900 text-slate-300" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        Site footer
      </h2>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <p className="text-lg font-bold text-white">{settings.name}</p>
          <p className="mt-2 text-sm">
            High-efficiency heating, cooling and plumbing for homes and businesses across {business.county}, from our shop in Jericho, Vermont.
          </p>
          <SocialLinks social={settings.social} />
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
              <a href={phoneHref(settings.phone)} className={`${link} inline-flex items-center gap-2`}>
                <Phone className="h-4 w-4" aria-hidden="true" />
                {settings.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${settings.email}`} className={`${link} inline-flex items-center gap-2 break-all`}>
                <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
                {settings.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <address className="not-italic">
                {settings.street}
                <br />
                {settings.locality}, {settings.region} {settings.postalCode}
              </address>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            {`© ${year} ${settings.name}. All rights reserved. Licensed & insured in Vermont.`}
          </p>
          <ThemeSwitcher />
        </div>
      </div>
    </footer>
  );
}
