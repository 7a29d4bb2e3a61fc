import { icon } from "./icon";

export const ArrowUpRight = /* @__PURE__ */ icon([["path",{"d":"M7 7h10v10"}],["path",{"d":"M7 17 17 7"}]]);
