/** Every /admin page sits in the back office's own frame, not the public site's header and footer. */
import { BackOfficeLayout } from "~/shell/back-office/back-office-layout";

export default BackOfficeLayout;
