/** A compact contact / quote card: phone, quote dialog, contact page. Its heading and text are the page's content. */
import { Phone } from "~/components/icons";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { QuoteButton } from "~/components/layout/page-sections";
import { useBusinessContact } from "~/lib/use-business-contact";

export function CompactContact({ title, text }: { title: string; text: string }) {
  const contact = useBusinessContact();
  return (
    <Card className="mx-auto max-w-3xl p-6 md:p-8">
      {title && <h2 className="text-xl font-bold text-slate-900 md:text-2xl">{title}</h2>}
      {text && <p className="mt-2 text-slate-700">{text}</p>}
      <div className="mt-5 flex flex-wrap gap-3">
        <QuoteButton size="default">Get a Free Quote</QuoteButton>
        <a href={contact.phoneHref} className={buttonClasses("outline")}>
          <Phone className="h-4 w-4" aria-hidden="true" />
          {contact.phone}
        </a>
        <Link to="/contact" className={buttonClasses("link")}>
          Send us a message
        </Link>
      </div>
    </Card>
  );
}
