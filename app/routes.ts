/**
 * The route table. Every public page sits inside the site layout (header, footer), the staff
 * pages inside the back office's own; unknown paths fall through to the 404 page.
 */
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  route("about", "routes/about-redirect.ts"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("quotes/:token/pdf", "routes/quote-pdf.ts"),
  route("invoices/:token/pdf", "routes/invoice-pdf.ts"),
  // The setup in the browser has no site chrome: the business it sets up has no pages yet.
  route("setup", "routes/setup.tsx"),
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("services", "routes/services.tsx"),
    route("services/:slug", "routes/service-detail.tsx"),
    // Every town's page, from its service-area entry (Burlington and South Burlington included).
    route("services/areas/:city", "routes/area.tsx"),
    route("plumbing", "routes/plumbing.tsx"),
    route("heating", "routes/heating.tsx"),
    route("air-conditioning", "routes/air-conditioning.tsx"),
    route("about-us", "routes/about-us.tsx"),
    route("areas-we-serve", "routes/areas-we-serve.tsx"),
    route("gallery", "routes/gallery.tsx"),
    route("contact", "routes/contact.tsx"),
    route("reviews", "routes/reviews.tsx"),
    route("reviews/new", "routes/reviews-new.tsx"),
    route("quote", "routes/quote.tsx"),
    route("quotes/:token", "routes/quote-page.tsx"),
    route("invoices/:token", "routes/invoice-page.tsx"),
    route("heat-pump-education", "routes/heat-pump-education.tsx", { id: "heat-pump-education" }),
    route("cold-climate-heat-pumps", "routes/heat-pump-education.tsx", { id: "cold-climate-heat-pumps" }),
    route("boiler-education", "routes/boiler-education.tsx"),
    route("hybrid-water-heater-education", "routes/hybrid-water-heater-education.tsx"),
    route("vermont-heating-guide", "routes/vermont-heating-guide.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/category/:slug", "routes/blog-category.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("login", "routes/login.tsx"),
    route("register", "routes/register.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("accept-invite", "routes/accept-invite.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // The back office has a frame of its own (app/shell/back-office), which each of its pages
  // renders: a layout route would add an entry to the route manifest every public page loads.
  // One module for the dashboard and the owner's Today, Jobs, Settings and Audit log pages
  // (admin/today, admin/jobs, admin/settings, admin/audit): fewer routes, a smaller manifest
  // for every public page.
  route("admin/:section?", "routes/admin.tsx"),
  // One module for a lead's and a contact's page (/admin/leads/:id, /admin/contacts/:id).
  route("admin/:kind/:id", "routes/admin-record.tsx"),
  route("admin/contacts/import", "routes/admin-contacts-import.tsx"),
  route("admin/blog", "routes/admin-blog.tsx"),
  route("admin/blog/posts/:id", "routes/admin-blog-post-editor.tsx"),
  route("admin/team", "routes/admin-team.tsx"),
  route("admin/security", "routes/admin-security.tsx"),
  route("admin/account", "routes/admin-account.tsx"),
  route("admin/mail", "routes/admin-mail.tsx"),
  route("admin/webhooks", "routes/admin-webhooks.tsx"),
  route("admin/site", "routes/admin-site.tsx"),
  route("admin/my-day", "routes/admin-my-day.tsx"),
] satisfies RouteConfig;
