/**
 * One record of a list as a card, the way a phone shows lists: the name as a link to the
 * record's page, a line of what and where, its age and its status; anything else (a Call
 * button) below. Long words wrap, so a card never pushes the page sideways.
 */
import { Link } from "react-router";

export function RecordCard({
  to,
  title,
  details,
  status,
  age,
  testId,
  children,
}: {
  to: string;
  title: string;
  /** Short facts shown on one line, separated by dots (the service, the town...); empty ones are left out. */
  details: Array<string | null | undefined>;
  status?: React.ReactNode;
  /** When it came in: the machine-readable time and the words shown. */
  age?: { at: string; text: string };
  testId?: string;
  children?: React.ReactNode;
}) {
  const facts = details.filter(Boolean);
  return (
    <li data-testid={testId} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <Link to={to} className="min-w-0 font-semibold text-brand-800 max-sm:inline-flex max-sm:min-h-11 max-sm:min-w-11 max-sm:items-center underline-offset-2 wrap-anywhere hover:underline">
          {title}
        </Link>
        {status && <span className="shrink-0">{status}</span>}
      </div>
      {facts.length > 0 && <p className="mt-1 text-sm text-slate-700 wrap-anywhere">{facts.join(" · ")}</p>}
      {age && (
        <p className="mt-1 text-xs text-slate-600">
          {/* The age moves on between the server's render and the browser's. */}
          <time dateTime={age.at} suppressHydrationWarning>
            {age.text}
          </time>
        </p>
      )}
      {children && <div className="mt-2 flex flex-wrap gap-2">{children}</div>}
    </li>
  );
}
