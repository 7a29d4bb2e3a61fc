/**
 * Sticky site header: logo, the owner's header links (a link with menu items is a dropdown; the
 * current one highlighted by path prefix), Get Quote, Sign In / Admin menu, and a mobile menu
 * that closes on link click and when the quote dialog opens.
 */
import { ChevronDown, Menu as MenuIcon, Phone, X } from "~/components/icons";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { activeLinkIndex } from "~/lib/active-link";
import { useSiteLinks, type SiteLinks } from "~/lib/use-site-links";
import { AccountMenu } from "~/features/auth/account-menu";
import { QUOTE_DIALOG_ID, useQuoteDialog } from "~/components/quote-context";
import { buttonClasses } from "~/components/ui/button";
import { Menu } from "~/components/ui/menu";
import { cn } from "~/lib/utils";
import { useBusinessContact } from "~/lib/use-business-contact";
import { useBrand } from "~/lib/use-brand";

const linkBase =
  "rounded-md px-3 py-2 text-sm transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600";
const activeClass = "bg-brand-50 text-brand-800 font-semibold";
const inactiveClass = "font-medium text-slate-700";

type HeaderItem = SiteLinks["header"][number];

function HeaderLink({
  link,
  active,
  onClick,
  className,
}: {
  link: HeaderItem;
  active: boolean;
  onClick?: () => void;
  className?: string;
}) {
  return (
    <Link
      to={link.to}
      onClick={onClick}
      aria-current={active ? "page" : undefined}
      className={cn(
        linkBase,
        active ? activeClass : inactiveClass,
        className,
      )}
    >
      {link.label}
    </Link>
  );
}

export function Logo() {
  const { name } = useBusinessContact();
  const logo = useBrand()?.logo;
  const [firstWord, ...others] = name.trim().split(/\s+/);
  const rest = others.join(" ");
  return (
    <Link
      to="/"
      // Named by the business alone: "Home" is the breadcrumb's and the 404 page's link.
      aria-label={name}
      // min-w-0: at 320 px (400 % zoom) the name wraps or the logo narrows, so the menu button stays on screen.
      className="flex min-w-0 items-center gap-2 rounded-md focus-visible:outline-2"
    >
      {logo ? (
        // The owner's logo carries the name itself; it stands in for the mark and the words.
        <img src={logo.src} width={logo.width} height={logo.height} alt={name} className="h-10 w-auto min-w-0 max-w-60 object-contain" />
      ) : (
        <>
          <img
            src="/images/brand/logo-mark.svg"
            width={40}
            height={40}
            alt=""
            className="h-10 w-10 shrink-0"
          />
          {/* The first word large, the rest beneath it: "Green" / "Valley Plumbing". */}
          <span className="flex min-w-0 flex-col leading-tight wrap-break-word">
            <span className="text-base font-bold text-brand-800">{firstWord}</span>
            {rest && <span className="text-xs font-medium text-slate-600">{rest}</span>}
          </span>
        </>
      )}
    </Link>
  );
}

function HeaderDropdown({ link, active }: { link: HeaderItem; active: boolean }) {
  return (
    <Menu
      triggerClassName={cn(linkBase, "inline-flex items-center gap-1", active ? activeClass : inactiveClass)}
      trigger={
        <>
          {link.label}
          <ChevronDown className="h-4 w-4" aria-hidden="true" />
        </>
      }
      className="z-50 min-w-64 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
    >
      {(close) => (
        <>
          {link.menu.map((item) => (
            <Link
              key={item.to}
              role="menuitem"
              to={item.to}
              onClick={close}
              className="block rounded px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 focus:text-brand-800"
            >
              {item.label}
            </Link>
          ))}
          {link.menuAllLabel && (
            <>
              <div role="separator" className="my-1 h-px bg-slate-200" />
              <Link
                role="menuitem"
                to={link.to}
                onClick={close}
                className="block rounded px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus:bg-brand-50"
              >
                {link.menuAllLabel}
              </Link>
            </>
          )}
        </>
      )}
    </Menu>
  );
}

export function SiteHeader() {
  const contact = useBusinessContact();
  const { pathname } = useLocation();
  const { openQuote, isOpen: quoteOpen } = useQuoteDialog();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  // The mobile menu closes when the quote dialog opens, and after any navigation.
  const [lastQuoteOpen, setLastQuoteOpen] = useState(quoteOpen);
  if (quoteOpen !== lastQuoteOpen) {
    setLastQuoteOpen(quoteOpen);
    if (quoteOpen && menuOpen) setMenuOpen(false);
  }
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    if (menuOpen) setMenuOpen(false);
  }

  // Escape closes the menu and puts focus back on its button: the link that had it is gone.
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const links = useSiteLinks().header;
  const current = activeLinkIndex(pathname, links);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {links.map((link, i) =>
            link.menu.length > 0 ? (
              <HeaderDropdown key={link.to + link.label} link={link} active={i === current} />
            ) : (
              <HeaderLink key={link.to + link.label} link={link} active={i === current} />
            ),
          )}
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <a
            href={contact.phoneHref}
            className="hidden items-center gap-1 rounded-md px-2 py-2 text-sm font-semibold text-brand-800 hover:underline xl:inline-flex"
          >
            <Phone className="h-4 w-4" aria-hidden="true" />
            {contact.phone}
          </a>
          <div className="hidden lg:block">
            <AccountMenu />
          </div>
          <button type="button" commandfor={QUOTE_DIALOG_ID} command="show-modal" onClick={(event) => (event.preventDefault(), openQuote())} className={buttonClasses("accent", "sm")}>
            Get Quote
          </button>
          <button
            ref={menuButton}
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? (
              <X className="h-6 w-6" aria-hidden="true" />
            ) : (
              <MenuIcon className="h-6 w-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white lg:hidden"
        >
          <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
            {links.map((link, i) =>
              link.menu.length > 0 ? (
                <li key={link.to + link.label}>
                  <p
                    className={cn(
                      "px-3 pt-2 text-xs font-semibold uppercase tracking-wide",
                      i === current ? "text-brand-800" : "text-slate-600",
                    )}
                  >
                    {link.label}
                  </p>
                  <ul className="mt-1 flex flex-col gap-1 pl-3">
                    {[...link.menu, ...(link.menuAllLabel ? [{ label: link.menuAllLabel, to: link.to }] : [])].map((item) => {
                      const active = pathname === item.to;
                      return (
                        <li key={item.to + item.label}>
                          <Link
                            to={item.to}
                            onClick={close}
                            aria-current={active ? "page" : undefined}
                            className={cn(linkBase, "block", active ? activeClass : inactiveClass)}
                          >
                            {item.label}
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </li>
              ) : (
                <li key={link.to + link.label}>
                  <HeaderLink link={link} active={i === current} onClick={close} className="block" />
                </li>
              ),
            )}
            <li className="mt-2 flex flex-col gap-2 border-t border-slate-200 pt-3">
              <a
                href={contact.phoneHref}
                className={buttonClasses("outline", "default", "w-full")}
              >
                <Phone className="h-4 w-4" aria-hidden="true" /> Call{" "}
                {contact.phone}
              </a>
              <div className="px-3 py-2">
                <AccountMenu onNavigate={close} />
              </div>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
