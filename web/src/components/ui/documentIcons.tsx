// The documents step's icons, apart from ./icons.tsx, which is in the first download.
import { Icon, type IconProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A 24×24 line icon in the text colour, hidden from screen readers (the text beside it says it). */
function lineIcon(shapes: ReactNode) {
  return function LineIcon(props: IconProps) {
    return (
      <Icon
        as="svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        {...props}
      >
        {shapes}
      </Icon>
    );
  };
}

export const CameraIcon = lineIcon(
  <>
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
);

export const UploadIcon = lineIcon(
  <>
    <path d="M12 15V4M7.5 8.5L12 4l4.5 4.5" />
    <path d="M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />
  </>,
);

export const IdCardIcon = lineIcon(
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <circle cx="8.5" cy="11" r="2.2" />
    <path d="M5.5 16c.6-1.5 1.7-2.2 3-2.2s2.4.7 3 2.2M14 10h4.5M14 13.5h3" />
  </>,
);

export const PhoneIcon = lineIcon(
  <>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2" />
    <path d="M11 18.5h2" />
  </>,
);
