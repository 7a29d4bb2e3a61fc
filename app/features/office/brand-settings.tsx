/**
 * Settings → Brand: the logo (shown in the headers, made into the installable icons) and the
 * accent colour (the site's brand palette). A colour is measured as it is typed and refused,
 * with its ratio, below WCAG AA; the server measures again before saving.
 */
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Alert, Card, Skeleton } from "~/components/ui/card";
import { Field, FieldError, Input } from "~/components/ui/form-controls";
import { accentRefusal, checkAccent, formatRatio, MIN_CONTRAST, normaliseHex } from "@common/brand-colour";
import * as staffMessages from "@common/staff-messages";
import { useBrandSettings, useRemoveLogo, useSaveAccent, useUploadLogo, type Brand } from "./api";

const fieldErrorsOf = (error: Error) => (error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};

export function BrandSettings() {
  const query = useBrandSettings();
  if (query.isPending) return <Skeleton className="h-48 w-full" />;
  if (query.isError) return <Alert variant="destructive">The brand settings could not be loaded.</Alert>;
  return (
    <Card className="grid gap-6 p-5" aria-labelledby="brand-heading" role="region">
      <h2 id="brand-heading" className="text-lg font-bold text-slate-900">
        Brand
      </h2>
      <LogoPart brand={query.data} />
      <AccentPart brand={query.data} />
    </Card>
  );
}

function LogoPart({ brand }: { brand: Brand }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const upload = useUploadLogo((e) => setError(fieldErrorsOf(e).file));
  const remove = useRemoveLogo();

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setError(staffMessages.editor.fileRequired);
    setError(undefined);
    upload.mutate(file, { onSuccess: () => input.current && (input.current.value = "") });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Logo">
      <h3 className="font-semibold text-slate-900">Logo</h3>
      {brand.logo ? (
        <div className="flex flex-wrap items-center gap-4">
          <img src={brand.logo.src} width={brand.logo.width} height={brand.logo.height} alt="Your logo" className="h-10 w-auto max-w-60 rounded border border-slate-200 bg-white object-contain p-1" />
          <Button variant="outline" size="sm" busy={remove.isPending} onClick={() => remove.mutate(undefined)}>
            Remove logo
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-700">No logo: the header shows the business name and the built-in icons are used.</p>
      )}
      <div>
        <label htmlFor="brand-logo" className="mb-1 block text-sm font-medium text-slate-800">
          {brand.logo ? "Replace the logo" : "Upload a logo"}
        </label>
        <p id="brand-logo-hint" className="mb-1 text-sm text-slate-600">
          PNG, JPEG, WebP or AVIF, up to 10 MB. It is shown in the header and made into the icons phones install.
        </p>
        <input
          ref={input}
          id="brand-logo"
          name="file"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/avif"
          aria-invalid={!!error}
          aria-describedby={error ? "brand-logo-error brand-logo-hint" : "brand-logo-hint"}
          className="block text-sm"
        />
        <FieldError id="brand-logo-error">{error}</FieldError>
      </div>
      <Button type="submit" size="sm" busy={upload.isPending}>
        {upload.isPending ? "Uploading..." : "Upload logo"}
      </Button>
    </form>
  );
}

function AccentPart({ brand }: { brand: Brand }) {
  const [value, setValue] = useState(brand.accent ?? "");
  const [error, setError] = useState<string>();
  const save = useSaveAccent((e) => setError(fieldErrorsOf(e).accent));
  const hex = normaliseHex(value);
  const check = hex ? checkAccent(hex) : null;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!hex) return setError(staffMessages.brand.accentInvalid);
    if (!check!.ok) return setError(accentRefusal(hex, check!.ratio));
    setError(undefined);
    save.mutate(hex);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Accent colour">
      <h3 className="font-semibold text-slate-900">Accent colour</h3>
      <p className="text-sm text-slate-700">
        Buttons, links and headings use it, with lighter and darker shades made from it. White text on it must reach a contrast of{" "}
        {MIN_CONTRAST}:1 (WCAG AA).
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <Field id="brand-accent" label="Accent colour (hex)" error={error}>
          {(p) => <Input {...p} value={value} onChange={(e) => setValue(e.target.value)} placeholder="#1a4b76" className="w-36 font-mono" />}
        </Field>
        <label className="mb-1 flex items-center gap-2 text-sm text-slate-700">
          <span className="sr-only">Pick the accent colour</span>
          <input type="color" value={hex ?? "#1a4b76"} onChange={(e) => setValue(e.target.value)} className="h-11 w-14 cursor-pointer rounded border border-slate-300" />
        </label>
      </div>
      {hex && check && (
        <div className="flex flex-wrap items-center gap-4 text-sm" aria-live="polite">
          {/*
            A preview in the colour itself (inline: it is the owner's choice, not a class). Sample
            text only when it is legible: a refused colour shows as a plain swatch.
          */}
          {check.ok ? (
            <>
              <span className="rounded-md px-4 py-2 font-semibold text-white" style={{ background: hex }}>
                Get a quote
              </span>
              <span className="font-medium underline" style={{ color: hex }}>
                A link
              </span>
            </>
          ) : (
            <span aria-hidden="true" className="h-9 w-16 rounded-md border border-slate-300" style={{ background: hex }} />
          )}
          <span className={check.ok ? "text-slate-700" : "font-medium text-red-700"}>
            Contrast {formatRatio(check.ratio)} ({check.ok ? "passes" : `needs ${MIN_CONTRAST}:1`})
          </span>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" busy={save.isPending}>
          {save.isPending ? "Saving..." : "Save colour"}
        </Button>
        {brand.accent && (
          <Button
            variant="outline"
            size="sm"
            busy={save.isPending}
            onClick={() => {
              setError(undefined);
              setValue("");
              save.mutate(null);
            }}
          >
            Use the built-in colours
          </Button>
        )}
      </div>
    </form>
  );
}
