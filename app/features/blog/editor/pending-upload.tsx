/** A dropped or pasted image waits here for its alt text, then goes to the media library. */
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/form-controls";
import { useApiWrite } from "~/lib/api-hooks";
import * as staffMessages from "@common/staff-messages";
import { failureText, fieldErrorsOf, uploadImage, type MediaItem } from "./editor-api";

export function PendingUpload({ file, onDone }: { file: File; onDone: (item: MediaItem | null) => void }) {
  const uid = useId();
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | undefined>();
  const upload = useApiWrite({
    request: () => uploadImage(file, alt.trim()),
    success: staffMessages.editor.uploaded,
    onSuccess: onDone,
    onError: (err) => {
      const fields = fieldErrorsOf(err);
      setError(fields.file ?? fields.alt ?? failureText(err) ?? staffMessages.editor.uploadFailed);
    },
  });
  return (
    <div className="mt-3 rounded-md border border-brand-200 bg-brand-50 p-3" role="group" aria-label="Image to upload">
      <p className="text-sm text-slate-800">
        Upload <strong>{file.name || "pasted image"}</strong> into the media library and the post.
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <Field id={`${uid}-alt`} label="Alt text for this image" required error={error} className="min-w-64 flex-1">
          {(p) => <Input {...p} value={alt} onChange={(ev) => setAlt(ev.target.value)} maxLength={250} />}
        </Field>
        <Button
          onClick={() => {
            if (!alt.trim()) return setError(staffMessages.editor.altRequired);
            setError(undefined);
            upload.mutate();
          }}
          busy={upload.isPending}
        >
          {upload.isPending ? "Uploading..." : "Upload image"}
        </Button>
        <Button variant="ghost" onClick={() => onDone(null)}>
          Cancel upload
        </Button>
      </div>
    </div>
  );
}
