/**
 * The signed-in user's menu in the back office's header: who is signed in, the staff home, the
 * sign-in security page, the public site, and Logout (which leaves the back office). It is the
 * back office's own (on Radix, like the rest of the back office) rather than the public header's
 * account menu: a module shared by the two frames would become a chunk of its own that every
 * public page then loads as one more request.
 */
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, ExternalLink, LayoutDashboard, Lock, LogOut, UserRound } from "~/components/icons";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { homeFor, useAuth } from "~/features/auth";
import { messages } from "~/shared/messages";

const itemBase = "flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm outline-none";
const itemClass = `${itemBase} text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 focus:text-brand-800`;

export function StaffMenu() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  if (!user) {
    return (
      <Link to="/login" className={buttonClasses("plain", "sm", "bg-transparent text-brand-800 hover:bg-slate-100")}>
        {messages.auth.signIn}
      </Link>
    );
  }
  const links = [
    { to: homeFor(user), Icon: LayoutDashboard, label: messages.auth.adminPanel },
    { to: "/admin/security", Icon: Lock, label: messages.auth.securityMenu },
    { to: "/", Icon: ExternalLink, label: "View the website" },
  ];
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonClasses("outline", "sm")}>
        <UserRound className="h-4 w-4" aria-hidden="true" />
        {messages.auth.adminMenu}
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-600">
            {messages.auth.signedInAs}
            <span className="block truncate text-sm font-semibold text-slate-900">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {links.map(({ to, Icon, label }) => (
            <DropdownMenu.Item key={to} asChild className={itemClass}>
              <Link to={to}>
                <Icon className="h-4 w-4" aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item
            className={`${itemBase} w-full text-red-800 hover:bg-red-50 hover:text-red-900 focus:bg-red-50 focus:text-red-900`}
            onSelect={() => void logout().then(() => navigate("/"))}
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {messages.auth.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
