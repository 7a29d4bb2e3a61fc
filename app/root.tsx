import { useEffect } from "react";
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorScreen } from "./components/error-screen";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { AuthProvider } from "./features/auth/auth-provider";
import { takeRecoveryNotice } from "./features/auth/form-actions.server";
import { useRecoveryCodesToast } from "./features/auth/recovery-notice";
import { QuoteDialogProvider } from "./features/quote/quote-dialog-context";
import { reportClientError } from "./lib/report-error";
import { useNonce } from "./lib/nonce";
import { useInlineStylesheet } from "./lib/inline-stylesheet";
import { business } from "@common/business";
import { setBusinessTimeZone } from "@common/time-zone";
import { rootFactsOf } from "./data/settings.server";
import { brandOf } from "./data/brand.server";
import { useBrand } from "./lib/use-brand";
import { NotFoundPage } from "./components/not-found-page";

const isBackOffice = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

export async function loader({ context, request }: Route.LoaderArgs) {
  const recovery = takeRecoveryNotice(request, context);
  const facts = await rootFactsOf(context.app.db);
  return data(
    {
      publicUrl: context.app.config.publicUrl,
      // The business name from Settings, for the titles of pages outside the site layout (back office).
      siteName: facts.siteName,
      // Its clock, which every date the pages print follows (set before anything renders, below).
      timeZone: facts.timeZone,
      // Its state, a new contact's default.
      region: facts.region,
      // The owner's logo, palette and icons (Settings → Brand), for the head and the headers.
      brand: await brandOf(context.app.db),
      user: context.user,
      // This render's signed token for the public forms' native posts (written verbatim into them).
      formToken: context.formToken,
      // Signed in with a recovery code just now: how many are left (the back office tells it once).
      recoveryCodesLeft: recovery.left,
      // What the back office's banners say, in the page as served (staff pages' documents only).
      banners: context.backOfficeBanners && isBackOffice(new URL(request.url).pathname) ? await context.backOfficeBanners() : null,
    },
    { headers: recovery.headers },
  );
}

/** Applies the saved theme before first paint (localStorage "preferredTheme"). */
const themeScript = `try{var t=localStorage.getItem(${JSON.stringify(business.themeStorageKey)})||${JSON.stringify(business.defaultTheme)};document.documentElement.classList.add("theme-"+t)}catch(e){document.documentElement.classList.add("theme-${business.defaultTheme}")}`;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The back office installs as its own app (scope /admin); the public site keeps its manifest.
  const { pathname } = useLocation();
  const backOffice = isBackOffice(pathname);
  const css = useInlineStylesheet();
  const brand = useBrand();
  useEffect(() => {
    // Runs once the page (or its error screen) has hydrated: event handlers are attached. The
    // attribute lets browser tests wait for that.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand?.themeColor ?? "#1a4b76"} />
        {/* Browsers hide a nonce from the DOM after use, so the client's empty one is no mismatch. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeScript }} />
        {/*
          The stylesheet rides in the page: the first paint waits for no second request (on a
          slow phone network a round trip and 9 kB), and it does not wait on a file that the
          script preloads share the connection with. `precedence` puts it at the top of <head>;
          in the browser React finds the server's copy by `href` and adds nothing. Development
          keeps the file, which Vite updates in place.
        */}
        {import.meta.env.DEV ? (
          <link rel="stylesheet" href={stylesheet} precedence="default" />
        ) : (
          <style href={stylesheet} precedence="default">
            {css}
          </style>
        )}
        {/*
          The owner's palette after the stylesheet, so its variables win over the built-in ones.
          A style, not a script: the policy allows inline styles, and the page gains no script.
        */}
        {brand?.css && <style id="brand-palette">{brand.css}</style>}
        {/* The icons made from the owner's logo, else the built-in mark (one icon, so no browser picks the other). */}
        {brand?.icons ? (
          <>
            <link rel="icon" href={brand.icons.favicon} type="image/png" sizes="32x32" />
            <link rel="apple-touch-icon" href={brand.icons.appleTouch} sizes="180x180" />
          </>
        ) : (
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        )}
        <Meta />
        <link rel="manifest" href={backOffice ? "/admin/manifest.webmanifest" : "/site.webmanifest"} />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Before any page below renders a date, in the browser as on the server: the same words on
  // both sides of hydration. Idempotent, so a second render changes nothing.
  setBusinessTimeZone(loaderData.timeZone);
  // Here, not in the back-office frame, which mounts again on every page: told once per sign-in.
  useRecoveryCodesToast(loaderData.recoveryCodesLeft);
  return (
    <AuthProvider initialUser={loaderData.user}>
      <QuoteDialogProvider>
        <Outlet />
        <LazyToaster />
      </QuoteDialogProvider>
    </AuthProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // A render error in the browser reaches the team too (the server reports its own).
  useEffect(() => reportClientError(error), [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorScreen error={error} />;
}
