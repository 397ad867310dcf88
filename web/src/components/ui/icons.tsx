// The few icons the journey uses, drawn inline so they need no icon font. `as="svg"` makes
// Chakra render the svg itself instead of merging its props onto the first child.
import { Icon, type IconProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A 24×24 line icon in the text colour, hidden from screen readers (the text beside it says it). */
export function lineIcon(shapes: ReactNode, strokeWidth = "2") {
  return function LineIcon(props: IconProps) {
    return (
      <Icon
        as="svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        aria-hidden="true"
        {...props}
      >
        {shapes}
      </Icon>
    );
  };
}

export const ChevronRightIcon = lineIcon(<path d="M9 5l7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />, "2.5");

export const ArrowLeftIcon = lineIcon(
  <path d="M19 12H5M11 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />,
  "2.5",
);

export const SearchIcon = lineIcon(
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5L21 21" strokeLinecap="round" />
  </>,
);

export const AlertIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 7v6M12 16.5v.5" strokeLinecap="round" />
  </>,
);

export const CheckCircleIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M7.5 12.5l3 3 6-6.5" strokeLinecap="round" strokeLinejoin="round" />
  </>,
);

export const InfoIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 11v6M12 7.5v.5" strokeLinecap="round" />
  </>,
);
