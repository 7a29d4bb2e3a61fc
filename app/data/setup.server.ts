/**
 * The setup in the browser (/setup): its loader and action, on the server. The page's door (the
 * token, or the admin the setup made) is also kept in front of React Router by server/setup/gate.ts.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { readNativeForm } from "../../server/forms/native-form";
import { getBusinessSettings } from "../../server/office/settings";
import {
  ADMIN_FIELDS,
  BUSINESS_FIELDS,
  CONTENT_CHOICES,
  MAIL_FIELDS,
  businessFormValues,
  chooseContent,
  createFirstAdmin,
  saveBusiness,
  setupAccess,
  setupMail,
  stepFor,
  type BusinessField,
  type ContentChoice,
  type SetupStep,
} from "../../server/setup/wizard";
import { countUsers } from "../../server/auth/users";
import { timeZoneList } from "~/components/forms/time-zone-options";
import type { FieldErrorMap } from "@common/field-errors";

interface Args {
  request: Request;
  context: AppLoadContext;
}

/** What the action says back when it does not move on: the same step with errors or a result. */
export interface SetupAnswer {
  errors?: FieldErrorMap;
  values?: Record<string, string>;
  message?: string;
  tested?: { ok: boolean; detail: string };
}

const NO_STORE = { "Cache-Control": "no-store" };
const notFound = () => new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain", ...NO_STORE } });

async function accessOf({ request, context }: Args) {
  const url = new URL(request.url);
  const access = await setupAccess(context.app, url.searchParams.get("token"), context.user);
  // The gate in front answers these already; a loader reached another way says the same.
  if (!access) throw notFound();
  return { access, step: stepFor(access, url.searchParams.get("step")) };
}

export async function setupLoader(args: Args) {
  const { access, step } = await accessOf(args);
  const { app } = args.context;
  const settings = await getBusinessSettings(app.db);
  return data(
    {
      step,
      business: businessFormValues(settings),
      // The server's list, so the page's options are the same before and after hydration.
      timeZones: timeZoneList(),
      adminEmail: access.by === "admin" ? access.user.email : null,
      mailFromEnvironment: app.config.smtpFromEnvironment,
    },
    { headers: NO_STORE },
  );
}

const again = (answer: SetupAnswer, status: number) => data(answer, { status, headers: NO_STORE });

export async function setupAction(args: Args) {
  const { access, step } = await accessOf(args);
  const { context } = args;
  const app = context.app;
  const fields: Record<SetupStep, readonly string[]> = { business: BUSINESS_FIELDS, admin: ADMIN_FIELDS, mail: MAIL_FIELDS, content: ["content"] };
  const read = await readNativeForm(args, fields[step], { token: false });
  if (!read.ok) return again({ message: read.message, values: read.values as Record<string, string> }, read.status);
  const v = read.values as Record<string, string>;

  if (step === "business") {
    const saved = await saveBusiness(app, v as Record<BusinessField, string>);
    if ("errors" in saved) return again({ errors: saved.errors, values: v }, 400);
    return redirect(access.by === "token" ? `/setup?token=${encodeURIComponent(access.token)}&step=admin` : "/setup?step=mail", 303);
  }
  if (step === "admin") {
    if (access.by !== "token") throw notFound();
    const made = await createFirstAdmin(app, access.token, v as Record<(typeof ADMIN_FIELDS)[number], string>);
    if ("gone" in made) throw notFound();
    const values = { name: v.name ?? "", email: v.email ?? "" };
    if ("errors" in made) return again({ errors: made.errors, values }, 400);
    // Signed in at once: the same sign-in the login page makes, so no second sign-in is asked.
    const signedIn = await context.auth.service.login({ email: made.email, password: v.password! }, context.auth.client);
    if (signedIn.step !== "signed-in") return redirect("/login", 303);
    context.auth.startSession(signedIn.session);
    return redirect("/setup?step=mail", 303);
  }
  if (access.by !== "admin") throw notFound();
  if (step === "mail") {
    const outcome = await setupMail(app, access.user.email, v as Record<(typeof MAIL_FIELDS)[number], string>);
    if ("done" in outcome) return redirect("/setup?step=content", 303);
    if ("errors" in outcome) return again({ errors: outcome.errors, values: outcome.values }, 400);
    return again({ tested: outcome.tested, values: outcome.values }, outcome.tested.ok ? 200 : 400);
  }
  const choice = v.content as ContentChoice;
  if (!CONTENT_CHOICES.includes(choice)) return again({ errors: { content: "Choose the sample pages or empty pages" } }, 400);
  const chosen = await chooseContent(app, choice);
  if ("failed" in chosen) return again({ message: `The pages could not be prepared: ${chosen.failed}` }, 500);
  return redirect("/admin/setup", 303);
}


/**
 * /register is for a site with no staff account yet: once one exists it sends to sign-in (staff
 * join by invitation; the admin key still makes an admin through the API, for recovery).
 */
export async function refuseRegisterOnceStaffExist({ context }: Pick<Args, "context">) {
  if ((await countUsers(context.app.db)) > 0) throw redirect("/login", 303);
}
