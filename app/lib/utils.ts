import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Nothing is merged at run time (that took a 14 KB library on every page):
 * where a component lets its caller change a property it styles, the component takes the class
 * as a prop of its own (Card's border, DialogContent's width, Label's margin, the "plain" button
 * variant) or the caller marks its class important (`h-9!`), so one class per property is decided
 * where the code is written.
 */
export const cn = (...inputs: ClassValue[]): string => clsx(inputs);
