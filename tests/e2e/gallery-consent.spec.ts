/**
 * The gallery from real work in a browser: staff ask from a completed job's service history, the
 * customer opens the mailed link with JavaScript off, sees the photos and agrees; the gallery shows
 * the job with its town and no street address; the customer withdraws through the same link and
 * the job is gone from the gallery; staff see each step on the job.
 */
import {
  expect,
  lettersOnly,
  readMailFiles,
  signInAsNewAdmin,
  stamp,
  test,
  waitForHydration,
} from "./fixtures";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("asked in the office, given and withdrawn by the customer without JavaScript", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsNewAdmin(page.request);
  const headers = { Origin: baseURL! };
  const first = `Gal${lettersOnly(stamp())}`;
  const email = `${first.toLowerCase()}@example.com`;
  const title = `Cold-climate heat pump for ${first}`;
  const street = "77 Birch Knoll Lane";

  const upload = await page.request.post("/api/media", {
    headers,
    multipart: {
      alt: "The outdoor unit on a snow stand",
      collection: "job",
      file: {
        name: "unit.png",
        mimeType: "image/png",
        buffer: Buffer.concat([PNG, Buffer.from(first)]),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const photo = (await upload.json()) as { id: string };
  const contact = await page.request.post("/api/crm/contacts", {
    headers,
    data: {
      firstName: first,
      lastName: "Pemberton",
      email,
      address: street,
      city: "Hinesburg",
    },
  });
  expect(contact.status()).toBe(201);
  const { id: contactId } = (await contact.json()) as { id: string };
  const job = await page.request.post(
    `/api/crm/contacts/${contactId}/services`,
    {
      headers,
      data: {
        serviceType: "Heat Pumps",
        serviceCategory: "installation",
        title,
        description: "A two-zone system replacing baseboard heat.",
        status: "completed",
        photos: [photo.id],
      },
    },
  );
  expect(job.status()).toBe(201);
  const { id: jobId } = (await job.json()) as { id: string };
  // Whatever happens below, the job leaves the gallery: other tests on this worker count its projects.
  try {
    await consentSteps();
  } finally {
    await page.request.post(
      `/api/crm/services/${jobId}/gallery-consent/withdraw`,
      { headers },
    );
  }

  async function consentSteps() {
    // Staff ask from the job in the contact's service history.
    await page.goto(`/admin/contacts/${contactId}`);
    await waitForHydration(page);
    const consent = page
      .getByTestId("service-history")
      .getByTestId("gallery-consent");
    await expect(consent).toContainText("not asked");
    await consent
      .getByRole("button", { name: "Ask for gallery consent" })
      .click();
    await expect(consent).toContainText("consent asked by e-mail on");

    let link = "";
    await expect
      .poll(
        () => {
          const mail = readMailFiles()
            .filter((f) => f.content.includes(`To: ${email}`))
            .at(-1);
          link =
            mail?.content.match(
              /https?:\/\/[^\s"<>]+\/api\/gallery\/consent\?token=[\w%.-]+/,
            )?.[0] ?? "";
          return link;
        },
        { timeout: 15_000 },
      )
      .not.toBe("");

    // The customer, with JavaScript off.
    const customer = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
    });
    const tab = await customer.newPage();
    const url = new URL(link);
    await tab.goto(url.pathname + url.search);
    await expect(
      tab.getByRole("heading", {
        level: 1,
        name: "May we show photos of your project?",
      }),
    ).toBeVisible();
    await expect(tab.getByText(title)).toBeVisible();
    await expect(
      tab.getByRole("img", { name: "The outdoor unit on a snow stand" }),
    ).toBeVisible();
    await expect(
      tab.getByRole("button", { name: `Yes, and show my name as ${first} P.` }),
    ).toBeVisible();
    await tab.getByRole("button", { name: "Yes, show these photos" }).click();
    await expect(tab.getByRole("status")).toContainText(
      "Thank you. You agreed on",
    );

    await tab.goto("/gallery");
    const card = tab.getByRole("article", { name: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Hinesburg, VT");
    await expect(tab.locator("main")).not.toContainText(street);
    await expect(tab.locator("main")).not.toContainText("Pemberton");

    await tab.goto(url.pathname + url.search);
    await tab.getByRole("button", { name: "Withdraw my consent" }).click();
    await expect(tab.getByRole("status")).toContainText(
      "You withdrew your consent on",
    );
    await tab.goto("/gallery");
    await expect(tab.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(tab.getByRole("article", { name: title })).toHaveCount(0);
    await customer.close();

    // The office sees who withdrew it.
    await page.reload();
    await waitForHydration(page);
    await expect(consent).toContainText("consent withdrawn on");
    await expect(consent).toContainText("by the customer (e-mailed link)");
  }
});
