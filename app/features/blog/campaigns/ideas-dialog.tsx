/** The content ideas the AI suggested for a campaign. */
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import type { Campaign, ContentIdea } from "../api/types";

export function IdeasDialog({ ideas, onClose }: { ideas: { campaign: Campaign; ideas: ContentIdea[] } | null; onClose: () => void }) {
  return (
    <Dialog open={!!ideas} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogTitle>Content ideas</DialogTitle>
        <DialogDescription>For {ideas?.campaign.name}</DialogDescription>
        <ol className="mt-4 list-decimal space-y-3 pl-5">
          {ideas?.ideas.map((i) => (
            <li key={i.title}>
              <p className="font-semibold text-slate-900">{i.title}</p>
              {i.angle && <p className="text-sm text-slate-700">{i.angle}</p>}
            </li>
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  );
}
