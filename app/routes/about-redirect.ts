import { redirect } from "react-router";

/** The header and 404 page link to /about; the page lives at /about-us. */
export function loader() {
  return redirect("/about-us", 301);
}
