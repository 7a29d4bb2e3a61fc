/**
 * The frame every customer and staff mail shares: the business name on top, the body, and a
 * footer with the town, phone number and opening hours (and the opt-out link when the mail
 * carries one), all from the owner's Settings. Inline styles only: mail programs drop style
 * sheets. The plain-text part is derived from the same markup.
 */
import type { ReactNode } from "react";
import type { MailBusiness } from "./types";

const font = "Arial,Helvetica,sans-serif";

export function Layout({
  business,
  preview,
  children,
  unsubscribeUrl,
}: {
  business: MailBusiness;
  preview: string;
  children: ReactNode;
  unsubscribeUrl?: string;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{preview}</title>
      </head>
      <body style={{ margin: 0, padding: "24px 12px", background: "#f1f5f9", fontFamily: font, color: "#0f172a" }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ maxWidth: 560, margin: "0 auto", background: "#ffffff" }}>
          <tbody>
            <tr>
              <td style={{ padding: "16px 24px", background: "#1e3a8a", color: "#ffffff", fontSize: 18, fontWeight: 700 }}>{business.name}</td>
            </tr>
            <tr>
              <td style={{ padding: "24px", fontSize: 15, lineHeight: "22px" }}>{children}</td>
            </tr>
            <tr>
              <td style={{ padding: "16px 24px", fontSize: 12, color: "#475569", borderTop: "1px solid #e2e8f0" }}>
                <p style={{ margin: 0 }}>
                  {business.name} · {business.town} · {business.phone}
                </p>
                <p style={{ margin: "4px 0 0" }}>Office hours: {business.hours}</p>
                {unsubscribeUrl ? (
                  <p style={{ margin: "8px 0 0" }}>
                    Don&apos;t want these e-mails? Unsubscribe with one click: <a href={unsubscribeUrl}>{unsubscribeUrl}</a>
                  </p>
                ) : null}
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <p style={{ margin: "0 0 14px" }}>{children}</p>;
}

const buttonStyle = { display: "inline-block", padding: "10px 18px", background: "#ea580c", color: "#ffffff", fontWeight: 700, textDecoration: "none", borderRadius: 6 } as const;

/**
 * Several actions (Call, Reply, Open lead), one under the other so each is easy to tap on a
 * phone; in the text part each reads "label [url]" on its own line.
 */
export function ButtonRow({ links }: { links: Array<{ href: string; label: string }> }) {
  return (
    <p style={{ margin: "20px 0", lineHeight: "44px" }}>
      {links.map((l, i) => (
        <span key={l.href}>
          {i > 0 ? <br /> : null}
          <a href={l.href} style={{ ...buttonStyle, marginRight: 8 }}>
            {l.label}
          </a>
        </span>
      ))}
    </p>
  );
}

/** A call-to-action link drawn as a button; in the text part it reads "label [url]". */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: "20px 0" }}>
      <a
        href={href}
        style={{ display: "inline-block", padding: "10px 18px", background: "#ea580c", color: "#ffffff", fontWeight: 700, textDecoration: "none", borderRadius: 6 }}
      >
        {children}
      </a>
    </p>
  );
}

/** Label / value lines (what was asked, the reference ...): one line each in the text part too. */
export function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <p style={{ margin: "0 0 14px" }}>
      {rows.map(([label, value], i) => (
        <span key={label}>
          {i > 0 ? <br /> : null}
          <strong>{label}:</strong> {value}
        </span>
      ))}
    </p>
  );
}
