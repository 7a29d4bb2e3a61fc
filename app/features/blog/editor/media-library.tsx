/**
 * The media library in a dialog: upload (alt text required), search, and a grid of images, each
 * of which can be inserted into the post, made its featured image, attached to a customer's job
 * (service history uses this dialog too), have its alt text changed, or be deleted (refused while
 * a post or a job uses it).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiWrite } from "~/lib/api-hooks";
import { Search, Trash2, Upload } from "~/components/icons";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Alert, Skeleton } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field, Input, Label } from "~/components/ui/form-controls";
import * as staffMessages from "@common/staff-messages";
import { deleteMedia, editorKeys, failureText, fieldErrorsOf, listMedia, updateMediaAlt, uploadImage, type MediaItem } from "./editor-api";

const m = staffMessages.editor;
const intro = {
  featured: "Choose the post's featured image, or upload one.",
  insert: "Choose an image to insert into the post, or upload one.",
  job: "Choose a photo of the job, or upload one.",
  site: "Choose an image for the page, or upload one.",
};
const pickLabel = { featured: "Use as featured image", insert: "Insert", job: "Attach to job", site: "Use this image" };
export const ACCEPTED_IMAGES = "image/jpeg,image/png,image/webp,image/avif";

export function MediaLibraryDialog({
  open,
  onOpenChange,
  purpose,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What picking an image does: put it in the text, make it the featured image, or attach it to a job. */
  purpose: "insert" | "featured" | "job" | "site";
  onPick: (item: MediaItem) => void;
}) {
  const queryClient = useQueryClient();
  const uid = useId();
  const [q, setQ] = useState("");
  // A job's photos are customers' homes: kept apart from the blog's pictures.
  const collection = purpose === "job" ? "job" : "blog";
  const media = useQuery({ queryKey: editorKeys.media(q, collection), queryFn: () => listMedia(q, collection), enabled: open });
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [errors, setErrors] = useState<{ file?: string; alt?: string; form?: string }>({});
  const [itemError, setItemError] = useState<{ id: string; message: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith("/api/media") });

  const upload = useApiWrite({
    request: () => uploadImage(file!, alt.trim(), collection),
    onSuccess: async (item) => {
      setFile(null);
      setAlt("");
      setErrors({});
      await refresh();
      onPick(item);
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors({ file: fields.file, alt: fields.alt, form: fields.file || fields.alt ? undefined : (failureText(error) ?? m.uploadFailed) });
    },
  });
  const remove = useApiWrite({
    request: (item: MediaItem) => deleteMedia(item.id),
    onSuccess: refresh,
    onError: (error, item) => setItemError({ id: item.id, message: failureText(error) ?? m.uploadFailed }),
  });
  const rename = useApiWrite({
    request: ({ id, alt: text }: { id: string; alt: string }) => updateMediaAlt(id, text),
    onSuccess: refresh,
    onError: (error, v) => setItemError({ id: v.id, message: failureText(error) ?? m.altRequired }),
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    // The dialog is portalled out of the post editor's form in the page, but React still bubbles
    // this submit to that form: without this, uploading an image would also save the post.
    e.stopPropagation();
    const found = { file: file ? undefined : m.fileRequired, alt: alt.trim() ? undefined : m.altRequired };
    setErrors(found);
    if (found.file || found.alt) return;
    upload.mutate();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="max-w-4xl">
        <DialogTitle>Media library</DialogTitle>
        <DialogDescription>
          {intro[purpose]} JPEG, PNG, WebP or AVIF up to 10 MB.
        </DialogDescription>

        <form onSubmit={submit} noValidate className="mt-4 grid gap-3 rounded-md border border-slate-200 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <Field id={`${uid}-file`} label="Image file" required error={errors.file}>
            {(p) => <Input {...p} type="file" accept={ACCEPTED_IMAGES} onChange={(e) => setFile(e.target.files?.[0] ?? null)} className="py-2!" />}
          </Field>
          <Field id={`${uid}-alt`} label="Alt text" required error={errors.alt} hint="What the image shows, for people who cannot see it">
            {(p) => <Input {...p} value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={250} />}
          </Field>
          <Button type="submit" className="sm:mt-6" busy={upload.isPending}>
            <Upload className="h-4 w-4" aria-hidden="true" />
            {upload.isPending ? "Uploading..." : "Upload"}
          </Button>
          {errors.form && (
            <Alert variant="destructive" className="sm:col-span-3">
              {errors.form}
            </Alert>
          )}
        </form>

        <div className="mt-4">
          <Label htmlFor={`${uid}-search`}>Search images</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-slate-500" aria-hidden="true" />
            <Input id={`${uid}-search`} type="search" value={q} onChange={(e) => setQ(e.target.value)} className="pl-10" placeholder="Alt text or file name" />
          </div>
        </div>

        <div className="mt-4 max-h-[50vh] overflow-y-auto">
          {media.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : media.isError ? (
            <Alert variant="destructive">The media library could not be loaded.</Alert>
          ) : media.data.items.length === 0 ? (
            <p className="py-6 text-center text-slate-600">No images yet.</p>
          ) : (
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3" aria-label="Images">
              {media.data.items.map((item) => (
                <li key={item.id} className="rounded-md border border-slate-200 p-2">
                  <img
                    src={item.image.src}
                    srcSet={item.image.srcset}
                    sizes="16rem"
                    width={item.image.width}
                    height={item.image.height}
                    alt={item.alt}
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded object-cover"
                  />
                  <AltEditor item={item} onSave={(text) => rename.mutate({ id: item.id, alt: text })} />
                  <p className="text-xs text-slate-600">
                    {item.width}×{item.height}
                  </p>
                  {itemError?.id === item.id && (
                    <p role="alert" className="mt-1 text-sm text-red-700">
                      {itemError.message}
                    </p>
                  )}
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button size="sm" onClick={() => onPick(item)} aria-label={`${pickLabel[purpose]}: ${item.alt}`}>
                      {pickLabel[purpose]}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Delete image: ${item.alt}`}
                      onClick={() => {
                        setItemError(null);
                        remove.mutate(item);
                      }}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function AltEditor({ item, onSave }: { item: MediaItem; onSave: (alt: string) => void }) {
  const [value, setValue] = useState(item.alt);
  const id = useId();
  return (
    <div className="mt-2">
      <label htmlFor={id} className="sr-only">
        Alt text of {item.originalName}
      </label>
      <input
        id={id}
        value={value}
        maxLength={250}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => value.trim() && value.trim() !== item.alt && onSave(value.trim())}
        className="w-full rounded border border-slate-300 px-2 py-1 text-sm"
      />
    </div>
  );
}
