/**
 * The Site section: the content types, a type's entries, and one entry's editor. The form is drawn
 * from the type's field list (sent by the server, walked from its schema), so every registered
 * type is editable here without code of its own. Save draft keeps the change private; Preview
 * opens the public page with the draft (staff only); Publish makes it live in one step; a stale
 * version (someone else saved first) is said plainly and their version is loaded.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { formatDateTime } from "@common/dates";
import * as staffMessages from "@common/staff-messages";
import { Button } from "~/components/ui/button";
import { Alert, Card, Skeleton } from "~/components/ui/card";
import { Field, Input, Label, Textarea } from "~/components/ui/form-controls";
import { ApiError } from "~/lib/api";
import { MarkdownField, MediaLibraryDialog } from "~/features/blog";
import { MoveAnnouncer, MoveButtons, useMoveFocus, type Direction } from "./move-buttons";
import {
  addEntry,
  deleteEntry,
  moveEntry,
  publish,
  restore,
  revisionsKey,
  saveDraft,
  typeKey,
  useContentType,
  useContentTypes,
  useRevisions,
  type Entry,
  type FieldNode,
  type TypeDetail,
} from "./api";

const m = staffMessages.site;
type Data = Record<string, unknown>;
type Errors = Record<string, string>;

export function SiteSection() {
  const [params] = useSearchParams();
  const type = params.get("type");
  const slug = params.get("slug");
  if (type) return <TypeView type={type} slug={slug} />;
  return <TypeList />;
}

function TypeList() {
  const types = useContentTypes();
  return (
    <section aria-labelledby="site-heading">
      <h1 id="site-heading" className="text-2xl font-bold text-slate-900">
        Site
      </h1>
      <p className="mt-1 text-slate-700">The words, pictures and prices of your public site. Choose what to change.</p>
      {types.isPending ? <Skeleton className="mt-4 h-40" /> : null}
      {types.error ? <Alert variant="destructive" className="mt-4">{m.typeNotFound}</Alert> : null}
      <ul className="mt-4 space-y-2">
        {types.data?.map((t) => (
          <li key={t.name}>
            <Link
              to={`/admin/site?type=${encodeURIComponent(t.name)}`}
              className="flex min-h-11 items-center justify-between rounded-md border border-slate-200 bg-white px-4 py-3 font-semibold text-brand-700 hover:bg-slate-50"
            >
              {t.label}
              <span className="text-sm font-normal text-slate-600">{t.kind === "page" ? "Page" : "Several entries"}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TypeView({ type, slug }: { type: string; slug: string | null }) {
  const detail = useContentType(type);
  if (detail.isPending) return <Skeleton className="h-64" />;
  if (detail.error || !detail.data) return <Alert variant="destructive">{m.typeNotFound}</Alert>;
  const d = detail.data;
  const chosen = d.kind === "page" ? d.entries[0] : slug === "new" ? null : d.entries.find((e) => e.slug === slug);
  if (d.kind === "collection" && slug === null) return <EntryList detail={d} />;
  return (
    <>
      <Link to={d.kind === "page" ? "/admin/site" : `/admin/site?type=${encodeURIComponent(type)}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline">
        ← {d.kind === "page" ? "All of the site" : d.label}
      </Link>
      {chosen || slug === "new" ? (
        <EntryEditor key={`${type}/${chosen?.slug ?? "new"}`} detail={d} initial={chosen ?? null} />
      ) : (
        <Alert variant="destructive">{m.entryNotFound}</Alert>
      )}
    </>
  );
}

function statusOf(entry: Entry): string {
  if (!entry.published) return "Not published yet";
  if (entry.draft) return "Published, with unpublished changes";
  return "Published";
}

/** An entry's name in lists: its name or title field, else its slug. */
function entryName(e: Entry): string {
  const data = (e.draft ?? e.published ?? {}) as Data;
  return String(data.name ?? data.title ?? e.slug) || e.slug;
}

function EntryList({ detail }: { detail: TypeDetail }) {
  const queryClient = useQueryClient();
  const moves = useMoveFocus("entry");
  const [moving, setMoving] = useState(false);
  const [problem, setProblem] = useState("");

  /** Moves at once on the server (the public pages follow); the list takes the order it answers. */
  const move = async (entry: Entry, direction: Direction) => {
    setMoving(true);
    setProblem("");
    try {
      const { order } = await moveEntry(detail.name, entry.slug, direction);
      const place = order.indexOf(entry.slug);
      queryClient.setQueryData<TypeDetail>(typeKey(detail.name), (old) =>
        old ? { ...old, entries: [...old.entries].sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug)) } : old,
      );
      moves.focusAfterMove(entry.slug, direction);
      moves.announce(m.movedTo(entryName(entry), place + 1, order.length));
      await queryClient.invalidateQueries({ queryKey: typeKey(detail.name) });
    } catch (error) {
      setProblem(failureOf(error));
    } finally {
      setMoving(false);
    }
  };

  return (
    <section aria-labelledby="entries-heading">
      <Link to="/admin/site" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline">
        ← All of the site
      </Link>
      <h1 id="entries-heading" className="text-2xl font-bold text-slate-900">
        {detail.label}
      </h1>
      <Link
        to={`/admin/site?type=${encodeURIComponent(detail.name)}&slug=new`}
        className="mt-3 inline-flex h-11 items-center rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Add an entry
      </Link>
      <p className="mt-3 text-sm text-slate-600">The pages show the entries in this order; moving one changes them at once.</p>
      {problem ? <Alert variant="destructive" className="mt-3">{problem}</Alert> : null}
      <MoveAnnouncer said={moves.said} />
      <ol className="mt-3 space-y-2">
        {detail.entries.map((e, i) => {
          const name = entryName(e);
          return (
            <li key={e.slug} className="flex flex-wrap items-stretch gap-2 rounded-md border border-slate-200 bg-white p-2">
              <Link
                to={`/admin/site?type=${encodeURIComponent(detail.name)}&slug=${encodeURIComponent(e.slug)}`}
                className="flex min-h-11 min-w-0 flex-1 flex-col rounded px-2 py-1 hover:bg-slate-50"
              >
                <span className="font-semibold text-brand-700">{name}</span>
                <span className="text-sm text-slate-600">
                  {e.path ?? e.slug} · {statusOf(e)}
                </span>
              </Link>
              <div className="flex items-center gap-2">
                <MoveButtons scope="entry" itemKey={e.slug} name={name} index={i} count={detail.entries.length} busy={moving} onMove={(d) => void move(e, d)} />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Describes a failed write for people: the server's message, or a plain fallback. */
function failureOf(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || `The server answered ${error.status}. Try again.`;
  return "The change could not be sent. Check the connection and try again.";
}

function EntryEditor({ detail, initial }: { detail: TypeDetail; initial: Entry | null }) {
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const [entry, setEntry] = useState<Entry | null>(initial);
  const [data, setData] = useState<Data>(() => structuredClone((initial?.draft ?? initial?.published ?? detail.empty) as Data));
  const [slug, setSlug] = useState(initial?.draftSlug ?? initial?.slug ?? "");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const [problem, setProblem] = useState("");
  const [showRevisions, setShowRevisions] = useState(false);
  const isCollection = detail.kind === "collection";
  const revisions = useRevisions(detail.name, entry?.slug ?? "", showRevisions && !!entry);
  const uid = useId();

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: typeKey(detail.name) });
    if (entry) await queryClient.invalidateQueries({ queryKey: revisionsKey(detail.name, entry.slug) });
  };

  /** Runs a write: field errors by their fields, a 409 loads the other person's version. */
  const run = async (work: () => Promise<Entry | null>, done: string): Promise<Entry | null> => {
    setBusy(true);
    setProblem("");
    setStatus("");
    try {
      const result = await work();
      if (result) {
        setEntry(result);
        setErrors({});
      }
      setStatus(done);
      await refresh();
      return result;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const current = (JSON.parse(error.body) as { entry: Entry | null }).entry;
        if (current) {
          setEntry(current);
          setData(structuredClone((current.draft ?? current.published ?? detail.empty) as Data));
          setSlug(current.draftSlug ?? current.slug);
        }
        setProblem(m.versionConflict);
      } else if (error instanceof ApiError && error.status === 400 && Object.keys(error.fieldErrors).length) {
        setErrors(error.fieldErrors);
        setProblem("Some fields need attention: see the messages by each field.");
      } else {
        setProblem(failureOf(error));
      }
      return null;
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(async () => {
      if (!entry) {
        const added = await addEntry(detail.name, { slug, data });
        setParams({ type: detail.name, slug: added.slug }, { replace: true, preventScrollReset: true });
        return added;
      }
      return saveDraft(detail.name, entry.slug, { version: entry.version, data, ...(isCollection ? { slug } : {}) });
    }, m.saved);

  const saveAndPublish = async () => {
    const saved = await save();
    if (!saved) return;
    await run(() => publish(detail.name, saved.slug, saved.version), m.published);
  };

  const preview = async () => {
    // The preview shows the saved draft: save first, then open the page in a new tab.
    const win = window.open("", "_blank");
    const saved = await save();
    const path = saved ? ((saved as Entry).path ?? detail.entries.find((e) => e.slug === saved.slug)?.path ?? null) : null;
    const target = path ?? (isCollection ? null : "/");
    if (win && saved && target) win.location.href = `${target}${target.includes("?") ? "&" : "?"}preview`;
    else win?.close();
  };

  const remove = async () => {
    if (!entry || !window.confirm("Delete this entry from the site? Its revisions go with it.")) return;
    setBusy(true);
    try {
      await deleteEntry(detail.name, entry.slug, entry.version);
      await refresh();
      setParams({ type: detail.name }, { replace: true });
    } catch (error) {
      setProblem(error instanceof ApiError && error.status === 409 ? m.versionConflict : failureOf(error));
    } finally {
      setBusy(false);
    }
  };

  const restoreRevision = (id: string) => entry && void run(async () => {
    const restored = await restore(detail.name, entry.slug, id, entry.version);
    setData(structuredClone((restored.draft ?? restored.published ?? detail.empty) as Data));
    setSlug(restored.draftSlug ?? restored.slug);
    return restored;
  }, m.restored);

  const title = String((data.name ?? data.title ?? "") || (entry ? entry.slug : "New entry"));

  return (
    <section aria-labelledby={`${uid}-title`} className="pb-24">
      <h1 id={`${uid}-title`} className="text-2xl font-bold text-slate-900">
        {detail.kind === "page" ? detail.label : title}
      </h1>
      {entry ? <p className="mt-1 text-sm text-slate-600">{statusOf(entry)}</p> : null}
      <form
        className="mt-4 space-y-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {isCollection ? (
          <Field id={`${uid}-slug`} label="Address (slug)" required error={errors.slug} hint={entry ? `Changing it keeps the old address forwarding here once published.` : "Letters, numbers and dashes, as in heat-pumps."}>
            {(props) => <Input {...props} value={slug} onChange={(e) => setSlug(e.target.value)} autoComplete="off" className="h-11" />}
          </Field>
        ) : null}
        {detail.fields.map((node) => (
          <FieldEditor key={node.key} node={node} path={node.key} value={data[node.key]} errors={errors} onChange={(v) => setData((d) => ({ ...d, [node.key]: v }))} />
        ))}
        <div className="sticky bottom-0 -mx-4 flex flex-wrap gap-2 border-t border-slate-200 bg-white/95 px-4 py-3">
          <Button type="submit" variant="outline" busy={busy}>
            Save draft
          </Button>
          <Button variant="outline" busy={busy} onClick={() => void preview()}>
            Preview
          </Button>
          <Button busy={busy} onClick={() => void saveAndPublish()}>
            Publish
          </Button>
        </div>
      </form>
      <div aria-live="polite" role="status" className="mt-3 text-sm font-medium text-green-800">
        {status}
      </div>
      {problem ? <Alert variant="destructive" className="mt-3">{problem}</Alert> : null}
      {entry ? (
        <div className="mt-8 space-y-4">
          <Button variant="outline" onClick={() => setShowRevisions((s) => !s)} aria-expanded={showRevisions}>
            {showRevisions ? "Hide revisions" : "Revisions"}
          </Button>
          {showRevisions ? (
            <Card className="p-4">
              <h2 className="text-lg font-semibold text-slate-900">Revisions</h2>
              {revisions.data && !revisions.data.length ? <p className="mt-2 text-slate-700">Nothing published from here yet.</p> : null}
              <ul className="mt-2 divide-y divide-slate-200">
                {revisions.data?.map((r) => (
                  <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="text-slate-800">
                      Version {r.version} · {formatDateTime(r.createdAt)} {r.savedBy ? `· ${r.savedBy}` : ""}
                    </span>
                    <Button variant="outline" busy={busy} onClick={() => restoreRevision(r.id)} aria-label={`Restore version ${r.version}`}>
                      Restore
                    </Button>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
          {isCollection ? (
            <Button variant="destructive" busy={busy} onClick={() => void remove()}>
              Delete entry
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

interface FieldProps {
  node: FieldNode;
  path: string;
  value: unknown;
  errors: Errors;
  onChange: (value: unknown) => void;
}

/** One field of any kind, drawn from its description; groups and lists draw their parts. */
function FieldEditor({ node, path, value, errors, onChange }: FieldProps) {
  const id = `field-${path.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
  const error = errors[path];
  switch (node.kind) {
    case "group":
      return (
        <fieldset className="space-y-4 rounded-md border border-slate-200 bg-white p-4">
          <legend className="px-1 font-semibold text-slate-900">{node.label}</legend>
          {node.help ? <p className="text-sm text-slate-600">{node.help}</p> : null}
          {node.fields?.map((child) => (
            <FieldEditor
              key={child.key}
              node={child}
              path={`${path}.${child.key}`}
              value={(value as Data | null)?.[child.key]}
              errors={errors}
              onChange={(v) => onChange({ ...((value as Data | null) ?? {}), [child.key]: v })}
            />
          ))}
        </fieldset>
      );
    case "list":
      return <ListEditor node={node} path={path} value={Array.isArray(value) ? value : []} errors={errors} onChange={onChange} />;
    case "image":
      return <ImageField node={node} id={id} path={path} value={(value as { src: string; alt: string } | null) ?? { src: "", alt: "" }} errors={errors} onChange={onChange} />;
    case "toggle":
      return (
        <div>
          <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-slate-900">
            <input id={id} type="checkbox" className="h-6 w-6" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
            {node.label}
          </label>
          {node.help ? <p className="text-sm text-slate-600">{node.help}</p> : null}
        </div>
      );
    case "cents":
      return <CentsField node={node} id={id} value={typeof value === "number" ? value : null} error={error} onChange={onChange} />;
    case "markdown":
      return (
        <Field id={id} label={node.label} required={node.required} error={error} hint={`${node.help ? `${node.help} ` : ""}Markdown: **bold**, - list items, [link](/contact). Ctrl+B bold, Ctrl+I italic, Ctrl+K link; Tab moves on.`}>
          {({ id: _id, ...props }) => <MarkdownField id={id} value={typeof value === "string" ? value : ""} maxLength={node.max} controlProps={props} onChange={onChange} />}
        </Field>
      );
    case "textarea":
      return (
        <Field id={id} label={node.label} required={node.required} error={error} hint={node.help}>
          {(props) => <Textarea {...props} value={typeof value === "string" ? value : ""} maxLength={node.max} rows={4} onChange={(e) => onChange(e.target.value)} />}
        </Field>
      );
    default:
      return (
        <Field id={id} label={node.label} required={node.required} error={error} hint={node.help}>
          {(props) => <Input {...props} className="h-11" value={typeof value === "string" ? value : ""} maxLength={node.max} onChange={(e) => onChange(e.target.value)} />}
        </Field>
      );
  }
}

/** Moves the element at `from` to `to` in a copy. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

function ListEditor({ node, path, value, errors, onChange }: Omit<FieldProps, "value"> & { value: unknown[] }) {
  const item = node.item!;
  const scope = `list-${path.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
  const moves = useMoveFocus(scope);
  // A key per item that moves with it (the values have no id of their own), so a moved item keeps
  // its inputs and its button keeps the focus. Items added or dropped elsewhere (a revision
  // restored) only change the count: the keys are fitted to it while drawing.
  const [keying, setKeying] = useState(() => ({ keys: value.map((_, i) => i), next: value.length }));
  let keys = keying.keys;
  if (keys.length !== value.length) {
    const added = Math.max(0, value.length - keys.length);
    keys = [...keys.slice(0, value.length), ...Array.from({ length: added }, (_, j) => keying.next + j)];
    setKeying({ keys, next: keying.next + added });
  }
  const itemName = (v: unknown, i: number) => {
    const own = v && typeof v === "object" ? ((v as Data).name ?? (v as Data).question ?? (v as Data).title) : null;
    return typeof own === "string" && own.trim() ? own.trim() : `${item.label} ${i + 1}`;
  };
  const move = (from: number, direction: Direction) => {
    const to = direction === "up" ? from - 1 : from + 1;
    setKeying((k) => ({ ...k, keys: moved(k.keys, from, to) }));
    moves.focusAfterMove(String(keys[from]), direction);
    moves.announce(m.movedTo(itemName(value[from], from), to + 1, value.length));
    onChange(moved(value, from, to));
  };
  const remove = (at: number) => {
    setKeying((k) => ({ ...k, keys: k.keys.filter((_, j) => j !== at) }));
    onChange(value.filter((_, j) => j !== at));
  };
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold text-slate-900">{node.label}</legend>
      {node.help ? <p className="text-sm text-slate-600">{node.help}</p> : null}
      {errors[path] ? <p className="text-sm text-red-700" role="alert">{errors[path]}</p> : null}
      <MoveAnnouncer said={moves.said} />
      {value.map((v, i) => (
        <div key={keys[i]} className="space-y-3 rounded-md border border-slate-200 p-3">
          <FieldEditor
            node={{ ...item, label: `${item.label} ${i + 1}` }}
            path={`${path}.${i}`}
            value={v}
            errors={errors}
            onChange={(changed) => onChange(value.map((old, j) => (j === i ? changed : old)))}
          />
          <div className="flex flex-wrap gap-2">
            <MoveButtons scope={scope} itemKey={String(keys[i])} name={itemName(v, i)} index={i} count={value.length} onMove={(d) => move(i, d)} />
            <Button variant="outline" onClick={() => remove(i)} aria-label={`Remove ${item.label} ${i + 1}`}>
              Remove
            </Button>
          </div>
        </div>
      ))}
      <Button variant="outline" onClick={() => onChange([...value, structuredClone(node.empty)])}>
        Add {item.label.toLowerCase()}
      </Button>
    </fieldset>
  );
}

function ImageField({ node, id, path, value, errors, onChange }: Omit<FieldProps, "value"> & { id: string; value: { src: string; alt: string } }) {
  const [open, setOpen] = useState(false);
  const error = errors[`${path}.src`] ?? errors[path];
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold text-slate-900">{node.label}</legend>
      {value.src ? <img src={value.src} alt="" className="h-32 w-auto rounded border border-slate-200 object-contain" /> : <p className="text-sm text-slate-600">No image chosen.</p>}
      {error ? <p id={`${id}-error`} className="text-sm text-red-700" role="alert">{error}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setOpen(true)} aria-describedby={error ? `${id}-error` : undefined}>
          {value.src ? "Change image" : "Choose image"}
        </Button>
        {value.src ? (
          <Button variant="outline" onClick={() => onChange({ src: "", alt: "" })}>
            Remove image
          </Button>
        ) : null}
      </div>
      <div>
        <Label htmlFor={`${id}-alt`}>Text alternative (what the image shows)</Label>
        <Input id={`${id}-alt`} className="h-11" value={value.alt} maxLength={300} onChange={(e) => onChange({ ...value, alt: e.target.value })} />
      </div>
      <MediaLibraryDialog
        open={open}
        onOpenChange={setOpen}
        purpose="site"
        onPick={(item) => {
          onChange({ src: item.image.src, alt: item.alt });
          setOpen(false);
        }}
      />
    </fieldset>
  );
}

/** Dollars typed, whole cents kept: "1,250.50" is 125050; empty is no price. */
function CentsField({ node, id, value, error, onChange }: { node: FieldNode; id: string; value: number | null; error?: string; onChange: (v: unknown) => void }) {
  const [text, setText] = useState(value === null ? "" : (value / 100).toFixed(value % 100 ? 2 : 0));
  const [local, setLocal] = useState("");
  return (
    <Field id={id} label={`${node.label} (dollars)`} error={error ?? (local || undefined)} hint={node.help}>
      {(props) => (
        <Input
          {...props}
          className="h-11"
          inputMode="decimal"
          value={text}
          onChange={(e) => {
            const typed = e.target.value;
            setText(typed);
            const clean = typed.replace(/[$,\s]/g, "");
            if (!clean) {
              setLocal("");
              return onChange(null);
            }
            if (!/^\d+(\.\d{0,2})?$/.test(clean)) return setLocal("Type an amount in dollars, like 3500 or 3,500.00");
            setLocal("");
            onChange(Math.round(Number(clean) * 100));
          }}
        />
      )}
    </Field>
  );
}
