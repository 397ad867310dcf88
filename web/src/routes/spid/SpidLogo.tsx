// The digital-identity provider's logo (spec §2: images come from /main/images/).
import { Image, type ImageProps } from "@chakra-ui/react";

import { messages } from "../../messages";

/** `decorative`: beside words that already say SPID (a link's name), so not read twice. */
export function SpidLogo({ decorative = false, ...rest }: { decorative?: boolean } & ImageProps) {
  return (
    <Image
      src={`${import.meta.env.BASE_URL}images/spid-logo.svg`}
      alt={decorative ? "" : messages.spid.logoAlt}
      width="24"
      height="8"
      flexShrink={0}
      {...rest}
    />
  );
}
