/**
 * The header's account control (01-public-site.md §2): "Sign In" when signed out; when signed in
 * an "Admin" menu with "Signed in as" and the e-mail, Admin Panel and Logout. `onNavigate` lets
 * the mobile menu close itself when one of these is chosen.
 */
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, LayoutDashboard, LogIn, LogOut, UserRound } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { messages } from "~/shared/messages";
import { homeFor, useAuth } from "./auth-provider";

const itemClass =
  "flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

export function AccountMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();

  if (!user) {
    return (
      <Link to="/login" onClick={onNavigate} className={buttonClasses("ghost", "sm", "text-brand-800")}>
        <LogIn className="h-4 w-4" aria-hidden="true" />
        {messages.auth.signIn}
      </Link>
    );
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonClasses("outline", "sm")}>
        <UserRound className="h-4 w-4" aria-hidden="true" />
        {messages.auth.adminMenu}
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-600">
            {messages.auth.signedInAs}
            <span className="block truncate text-sm font-semibold text-slate-900">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={homeFor(user)} onClick={onNavigate}>
              <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
              {messages.auth.adminPanel}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={cn(itemClass, "text-red-800 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-900")}
            onSelect={() => {
              onNavigate?.();
              void logout().then(() => {
                if (window.location.pathname.startsWith("/admin")) navigate("/");
              });
            }}
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {messages.auth.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
