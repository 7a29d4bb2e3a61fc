import { icon } from "./icon";

export const ArrowDownLeft = /* @__PURE__ */ icon([["path",{"d":"M17 7 7 17"}],["path",{"d":"M17 17H7V7"}]]);
