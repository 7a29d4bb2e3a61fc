/**
 * The 404 page: its title, text and the Home, Services, About Us, Blog,
 * Contact, call and Go Back buttons. No breadcrumb: its Home link would stand beside the Home button.
 */
import { ArrowLeft, Phone } from "~/components/icons";
import { Link } from "react-router";
import { messages } from "~/shared/messages";
import { Button, buttonClasses } from "./ui/button";
import { useBusinessContact } from "~/lib/use-business-contact";

export function NotFoundPage() {
  const contact = useBusinessContact();
  return (
    <main id="main">
      <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
        <div className="max-w-xl text-center">
          <h1 className="text-3xl font-bold text-slate-900">{messages.notFoundPage.title}</h1>
          <p className="mt-4 text-slate-700">{messages.notFoundPage.text}</p>
          <nav aria-label="Helpful links" className="mt-8 flex flex-wrap justify-center gap-3">
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
          </nav>
        </div>
      </div>
    </main>
  );
}
