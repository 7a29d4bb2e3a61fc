/** JSON shapes of the blog API as the browser receives them: the server's types (see ./api/types). */
export type * from "./api/types";
