import { createElement, type SVGProps } from "react";

type Shape = [tag: string, attributes: Record<string, string>];
export type IconProps = SVGProps<SVGSVGElement>;

/**
 * One icon component per shape list, drawn as Lucide draws them (24×24, 2px round strokes in the
 * current colour). Decorative unless given a name: aria-hidden by default.
 */
export function icon(shapes: Shape[]) {
  const children = shapes.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }));
  function Icon(props: IconProps) {
    const named = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined || props.role !== undefined;
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        ...(named ? {} : { "aria-hidden": true }),
        ...props,
      },
      children,
    );
  }
  return Icon;
}
