/**
 * The import boundaries hold: lint refuses an import that crosses one (each case is linted as if
 * it were a file at that place in the project), and lets the allowed ones through.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

const refused: Array<[string, string, string]> = [
  ["a component imports a feature", "app/components/layout/x.tsx", 'import { useAuth } from "~/features/auth";\nexport const a = useAuth;'],
  ["lib imports a feature", "app/lib/x.ts", 'import { useAuth } from "~/features/auth";\nexport const a = useAuth;'],
  ["common imports lib", "common/x.ts", 'import { apiJson } from "~/lib/api";\nexport const a = apiJson;'],
  ["a feature reaches into another feature", "app/features/contacts/x.tsx", 'import { BlogManager } from "~/features/blog/blog-manager";\nexport const a = BlogManager;'],
  ["a feature climbs into a sibling feature", "app/features/contacts/x.tsx", 'import { BlogManager } from "../blog/blog-manager";\nexport const a = BlogManager;'],
  ["a feature imports the shell", "app/features/contacts/x.tsx", 'import { BackOfficeLayout } from "~/shell/back-office/back-office-layout";\nexport const a = BackOfficeLayout;'],
  ["a route imports server code", "app/routes/x.tsx", 'import { listLeads } from "../../server/leads/queries";\nexport const a = listLeads;'],
  ["a feature imports server code", "app/features/contacts/api/x.ts", 'import { listLeads } from "../../../../server/leads/queries";\nexport const a = listLeads;'],
  ["the server imports a feature", "server/leads/x.ts", 'import { useAuth } from "~/features/auth";\nexport const a = useAuth;'],
  ["the server imports app content", "server/leads/x.ts", 'import { SERVICES } from "~/content/services";\nexport const a = SERVICES;'],
  ["common imports the server", "common/x.ts", 'import type { AdminLead } from "../server/leads/queries";\nexport type A = AdminLead;'],
  ["a feature imports server types around the door", "app/features/contacts/api/x.ts", 'import type { AdminLead } from "../../../../server/leads/queries";\nexport type A = AdminLead;'],
  ["a bare zod import in the app", "app/features/contacts/x.ts", 'import { z } from "zod";\nexport const a = z;'],
];

const allowed: Array<[string, string, string]> = [
  ["a feature uses another feature's public entry", "app/features/contacts/x.tsx", 'import { useAuth } from "~/features/auth";\nexport const a = useAuth;'],
  ["a route imports a *.server module", "app/routes/x.tsx", 'import { listLeads } from "~/data/leads.server";\nexport const a = listLeads;'],
  ["a route composes features", "app/routes/x.tsx", 'import { BlogManager } from "~/features/blog/blog-manager";\nexport const a = BlogManager;'],
  ["browser code takes the server's types through their door", "app/features/contacts/api/x.ts", 'import type { StaffLead } from "~/lib/server-types";\nexport type A = StaffLead;'],
  ["the server and the browser use common code", "server/leads/x.ts", 'import { messages } from "@common/messages";\nexport const a = messages;'],
  ["a feature's subfolder uses its own feature", "app/features/contacts/contact/x.tsx", 'import { useContact } from "../api/crm";\nexport const a = useContact;'],
  ["the shell composes features", "app/shell/back-office/x.tsx", 'import { useAuth } from "~/features/auth";\nexport const a = useAuth;'],
];

describe("import boundaries", () => {
  it.each(refused)("refuses: %s", async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).not.toEqual([]);
  }, 60_000);

  it.each(allowed)("allows: %s", async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  }, 60_000);
});
