/** Page modules' door to an open invitation: the name the accept-invite page suggests. */
import type { AppContext } from "../../server/context";
import { hashToken } from "../../server/auth/tokens";
import { invitedName } from "../../server/team/queries";

export function suggestedName(app: AppContext, token: string | null): Promise<string | null> {
  return token ? invitedName(app.db, hashToken(token), app.clock.now()) : Promise.resolve(null);
}
