// The lock beside values the applicant cannot change (what SPID or the remote check gave): in a
// module of its own, so the pages that show it carry it and the first download does not.
import { lineIcon } from "./icons";

export const LockIcon = lineIcon(
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" strokeLinecap="round" />
  </>,
);
