/**
 * How to reach the business, as the owner keeps it in Settings: the site layout's loader reads the
 * settings for every public page (a change drops the cached pages), and this hook hands its phone,
 * e-mail and address to whatever shows them. Outside the site layout (an error screen at the
 * root) the built-in facts stand in.
 */
import { useRouteLoaderData } from "react-router";
import { business } from "~/shared/business";
import type { FooterFacts } from "./business-facts.server";

export type BusinessContact = Omit<FooterFacts, "social">;

export const builtInContact: BusinessContact = {
  name: business.name,
  phone: business.phoneDisplay,
  phoneHref: business.phoneHref,
  email: business.email,
  street: business.address.street,
  locality: business.address.locality,
  region: business.address.region,
  postalCode: business.address.postalCode,
};

export function useBusinessContact(): BusinessContact {
  const layout = useRouteLoaderData("routes/site-layout") as { footer?: FooterFacts } | undefined;
  return layout?.footer ?? builtInContact;
}
