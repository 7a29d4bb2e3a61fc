/**
 * Call, Text, E-mail and Directions as four large buttons (two by two on a phone): a lead's or
 * a contact's page puts them first, where a thumb reaches them. A missing phone, address or
 * e-mail shows its button greyed out, so the row keeps its place.
 */
import { Mail, MapPin, MessageSquare, Phone } from "~/components/icons";
import { buttonClasses } from "~/components/ui/button";
import { useBusinessRegion } from "~/lib/use-business-region";
import { mapsHref, phoneHref, replyHref, smsHref } from "@common/reach-links";

const actionClass = buttonClasses("outline", "default", "h-12! w-full justify-center text-base");

function Action({ href, label, icon, external }: { href: string | null; label: string; icon: React.ReactNode; external?: boolean }) {
  if (!href) {
    return (
      <span className={`${actionClass} opacity-60`} aria-disabled="true">
        {icon} {label}
      </span>
    );
  }
  return (
    <a href={href} className={actionClass} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {icon} {label}
    </a>
  );
}

/** `label` names the group when a page shows several (each landmark's name must differ). */
export function ReachButtons({ phone, email, place, subject, label = "Reach the customer" }: { phone: string | null; email: string | null; place: string | null; subject: string; label?: string }) {
  const icon = "h-5 w-5";
  const region = useBusinessRegion();
  return (
    <nav aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <Action href={phone ? phoneHref(phone) : null} label="Call" icon={<Phone className={icon} aria-hidden="true" />} />
      <Action href={phone ? smsHref(phone) : null} label="Text" icon={<MessageSquare className={icon} aria-hidden="true" />} />
      <Action href={email ? replyHref(email, subject) : null} label="E-mail" icon={<Mail className={icon} aria-hidden="true" />} />
      <Action href={place ? mapsHref(place, region) : null} label="Directions" icon={<MapPin className={icon} aria-hidden="true" />} external />
    </nav>
  );
}
