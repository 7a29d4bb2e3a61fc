/**
 * The account control of both headers, the public site's and the back office's: "Sign In" when
 * signed out; when signed in an "Admin" menu with "Signed in as" and the e-mail, Admin Panel,
 * Sign-in security (and in the back office a link back to the website) and Logout. `onNavigate`
 * lets the mobile menu close itself when one of these is chosen.
 */
import { ChevronDown, ExternalLink, LayoutDashboard, Lock, LogIn, LogOut, UserRound } from "~/components/icons";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Menu } from "~/components/ui/menu";
import * as messages from "@common/messages";
import { homeFor, useAuth } from "./auth-provider";

const itemBase = "flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm";
const itemClass = `${itemBase} text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 focus:text-brand-800`;

export function AccountMenu({ onNavigate, websiteLink = false }: { onNavigate?: () => void; websiteLink?: boolean }) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();

  if (!user) {
    return (
      <Link to="/login" onClick={onNavigate} className={buttonClasses("plain", "sm", "bg-transparent text-brand-800 hover:bg-slate-100")}>
        <LogIn className="h-4 w-4" aria-hidden="true" />
        {messages.auth.signIn}
      </Link>
    );
  }

  return (
    <Menu
      align="end"
      triggerClassName={buttonClasses("outline", "sm")}
      trigger={
        <>
          <UserRound className="h-4 w-4" aria-hidden="true" />
          {messages.auth.adminMenu}
          <ChevronDown className="h-4 w-4" aria-hidden="true" />
        </>
      }
      className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
    >
      {(close) => (
        <>
          <div role="presentation" className="px-3 py-2 text-xs text-slate-600">
            {messages.auth.signedInAs}
            <span className="block truncate text-sm font-semibold text-slate-900">{user.name ?? user.email}</span>
            {user.name && <span className="block truncate">{user.email}</span>}
          </div>
          <div role="separator" className="my-1 h-px bg-slate-200" />
          {[
            { to: homeFor(user), Icon: LayoutDashboard, label: messages.auth.adminPanel },
            { to: "/admin/account", Icon: UserRound, label: messages.auth.accountMenu },
            { to: "/admin/security", Icon: Lock, label: messages.auth.securityMenu },
            ...(websiteLink ? [{ to: "/", Icon: ExternalLink, label: messages.auth.viewWebsite }] : []),
          ].map(({ to, Icon, label }) => (
            <Link
              key={to}
              role="menuitem"
              to={to}
              className={itemClass}
              onClick={() => {
                close();
                onNavigate?.();
              }}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
            </Link>
          ))}
          <button
            type="button"
            role="menuitem"
            className={`${itemBase} w-full text-red-800 hover:bg-red-50 hover:text-red-900 focus:bg-red-50 focus:text-red-900`}
            onClick={() => {
              close();
              onNavigate?.();
              void logout().then(() => {
                if (window.location.pathname.startsWith("/admin")) navigate("/");
              });
            }}
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {messages.auth.logout}
          </button>
        </>
      )}
    </Menu>
  );
}
