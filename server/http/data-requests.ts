/**
 * React Router's client navigations fetch a page's loader data at the page's path with ".data"
 * appended ("/blog.data"), the routes to load named in a `_routes` parameter. The framework
 * exports nothing that reads that format, and the server must tell such a request from its page
 * (the render cache keys and drops it with the page, it is no page view, no navigation for the
 * session, labelled apart in metrics): this module is the one place that knows it.
 */

export const isDataRequest = (pathname: string): boolean => pathname.endsWith(".data");

/** The path of the page a data request belongs to ("/blog.data" is "/blog"); a page's path as it is. */
export const pageOf = (pathname: string): string => (isDataRequest(pathname) ? pathname.slice(0, -".data".length) || "/" : pathname);

/** The query parameter of a data request that names its routes: part of what it answers. */
export const DATA_ROUTES_PARAMETER = "_routes";
