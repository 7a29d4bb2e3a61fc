/**
 * The 404 page: its title, text and the Home, Services, About Us, Blog,
 * Contact, call and Go Back buttons. No breadcrumb: its Home link would stand beside the Home button.
 * The back office shows its own links in the same frame (`NotFoundFrame`).
 */
import { ArrowLeft, Phone } from "~/components/icons";
import { Link } from "react-router";
import * as messages from "@common/messages";
import { Button, buttonClasses } from "./ui/button";
import { useBusinessContact } from "~/lib/use-business-contact";

/** A "not found" page's frame: its heading, its words and the links on from it. */
export function NotFoundFrame({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <main id="main">
      <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
        <div className="max-w-xl text-center">
          <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
          <p className="mt-4 text-slate-700">{text}</p>
          <nav aria-label="Helpful links" className="mt-8 flex flex-wrap justify-center gap-3">
            {children}
          </nav>
        </div>
      </div>
    </main>
  );
}

export function NotFoundPage() {
  const contact = useBusinessContact();
  return (
    <NotFoundFrame title={messages.notFoundPage.title} text={messages.notFoundPage.text}>
      <Link to="/" className={buttonClasses()}>
        Home
      </Link>
      <Link to="/services" className={buttonClasses("outline")}>
        Services
      </Link>
      <Link to="/about" className={buttonClasses("outline")}>
        About Us
      </Link>
      <Link to="/blog" className={buttonClasses("outline")}>
        Blog
      </Link>
      <Link to="/contact" className={buttonClasses("outline")}>
        Contact
      </Link>
      <a href={contact.phoneHref} className={buttonClasses("accent")}>
        <Phone className="h-4 w-4" aria-hidden="true" /> Call {contact.phone}
      </a>
      <Button variant="ghost" onClick={() => window.history.back()}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Go Back
      </Button>
    </NotFoundFrame>
  );
}
