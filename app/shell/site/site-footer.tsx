/**
 * Site footer: the owner's words and link groups (the "Header and footer" content: about line,
 * two link groups, the areas served, the line after the copyright), the contact block and social
 * profile links when set (Settings), the theme picker and © the current year.
 */
import { Mail, MapPin, Phone } from "~/components/icons";
import { Link, useRouteLoaderData } from "react-router";
import { ThemeSwitcher } from "~/features/theme/theme-switcher";
import type { FooterFacts } from "~/lib/business-facts.server";
import { builtInContact, type BusinessContact } from "~/lib/use-business-contact";
import { useSiteLinks } from "~/lib/use-site-links";

const heading = "text-sm font-semibold uppercase tracking-wide text-white";
const link = "text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white";

const networks = [
  ["facebook", "Facebook"],
  ["instagram", "Instagram"],
  ["google", "Google"],
  ["linkedin", "LinkedIn"],
] as const;

/** The owner's social profiles as links; a profile not set in Settings is not shown at all. */
function SocialLinks({ social }: { social?: FooterFacts["social"] }) {
  const set = networks.filter(([key]) => social?.[key]);
  if (!set.length) return null;
  return (
    <ul className="mt-4 flex flex-wrap gap-3 text-sm" aria-label="Social profiles">
      {set.map(([key, label]) => (
        <li key={key}>
          <a href={social![key]} rel="noopener" className="text-slate-200 underline hover:text-white focus-visible:outline-2 focus-visible:outline-white">
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  // The owner's Settings, or the built-in facts on a page without them (an error page).
  const layout = useRouteLoaderData("routes/site-layout") as { footer?: FooterFacts; year?: number } | undefined;
  const settings: BusinessContact & Partial<Pick<FooterFacts, "social">> = layout?.footer ?? builtInContact;
  const year = layout?.year ?? new Date().getUTCFullYear();
  const { footer } = useSiteLinks();
  return (
    <footer className="dark-surface bg-slate-900 text-slate-300" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        Site footer
      </h2>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <p className="text-lg font-bold text-white">{settings.name}</p>
          {footer.about && <p className="mt-2 text-sm">{footer.about}</p>}
          <SocialLinks social={settings.social} />
        </div>
        <FooterLinks label="Footer services" title={footer.servicesTitle} links={footer.services} />
        <FooterLinks label="Footer company" title={footer.companyTitle} links={footer.company} />
        {footer.areas.length > 0 && (
          <div>
            {footer.areasTitle && <h3 className={heading}>{footer.areasTitle}</h3>}
            <ul className="mt-3 space-y-2 text-sm">
              {footer.areas.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <h3 className={heading}>Contact</h3>
          <ul className="mt-3 space-y-3 text-sm">
            <li>
              <a href={settings.phoneHref} className={`${link} inline-flex items-center gap-2`}>
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
            {`© ${year} ${settings.name}.${footer.note ? ` ${footer.note}` : ""}`}
          </p>
          <ThemeSwitcher />
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ label, title, links }: { label: string; title: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  if (!links.length) return null;
  return (
    <nav aria-label={label}>
      {title && <h3 className={heading}>{title}</h3>}
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.to + l.label}>
            <Link to={l.to} className={link}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
