/**
 * The icons the public pages use, drawn from Lucide's shapes (ISC licence, lucide-react 1.75.0) through one
 * small component instead of Lucide's runtime: each icon is its own module, so a page carries only
 * the shapes it shows. (The back office still uses lucide-react.)
 */
export { AlertTriangle } from "./triangle-exclamation-point";
export { ArrowLeft } from "./arrow-left";
export { ArrowRight } from "./arrow-right";
export { Award } from "./award";
export { BadgeCheck } from "./badge-check";
export { Building2 } from "./building-complex";
export { Calendar } from "./calendar";
export { CheckCircle2 } from "./circle-check";
export { ChevronDown } from "./chevron-down";
export { ChevronLeft } from "./chevron-left";
export { ChevronRight } from "./chevron-right";
export { Clock } from "./clock";
export { Eye } from "./eye";
export { EyeOff } from "./eye-off";
export { LayoutDashboard } from "./layout-dashboard";
export { Loader2 } from "./loader-circle";
export { Lock } from "./lock";
export { LogIn } from "./log-in";
export { LogOut } from "./log-out";
export { Mail } from "./mail";
export { MailCheck } from "./mail-check";
export { MapPin } from "./map-pin";
export { Menu } from "./menu";
export { MessageSquare } from "./message-square";
export { MessageSquareQuote } from "./message-square-quote";
export { Phone } from "./phone";
export { Plane } from "./plane";
export { Rss } from "./rss";
export { ShieldAlert } from "./shield-exclamation-point";
export { ShieldCheck } from "./shield-check";
export { ShoppingBag } from "./shopping-bag";
export { Star } from "./star";
export { Tag } from "./tag";
export { TriangleAlert } from "./triangle-exclamation-point";
export { User } from "./user";
export { UserRound } from "./user-round";
export { Wrench } from "./wrench";
export { X } from "./x";
