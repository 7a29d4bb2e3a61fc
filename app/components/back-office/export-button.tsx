/** Downloads a CSV export with the session cookie; a failure shows the error toast. */
import { Download } from "~/components/icons";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { apiRequest } from "~/lib/api";
import * as staffMessages from "@common/staff-messages";
import { showError } from "./show-error";

export function ExportButton({ href, label }: { href: string; label: string }) {
  const [pending, setPending] = useState(false);
  async function download() {
    setPending(true);
    try {
      const res = await apiRequest("GET", href);
      const disposition = res.headers.get("Content-Disposition") ?? "";
      const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "export.csv";
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = filename;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      showError(staffMessages.dashboard.exportFailed);
    } finally {
      setPending(false);
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={download} busy={pending}>
      <Download className="h-4 w-4" aria-hidden="true" /> {label}
    </Button>
  );
}
