// On the identity documents' page: SPID instead of the identity card and the health card, while
// it is offered; once its two chances are used up (§9), why the documents are asked for after all.
import { Box, Flex, Text } from "@chakra-ui/react";

import type { Snapshot } from "../../api/types";
import { CardInfo, CardLink } from "../../components/cards/cards";
import { InfoIcon } from "../../components/ui/icons";
import { paths } from "../../lib/routes";
import { spidOffered } from "../../lib/spid";
import { messages } from "../../messages";
import { SpidLogo } from "./SpidLogo";

/** The SPID path closed by its errors, with the identity documents still to give. */
export function spidClosedByErrors(snapshot: Snapshot): boolean {
  const spid = snapshot.spid;
  if (!spid || spid.confirmed || spid.errorCounter < 2) return false;
  return (snapshot.documenti?.slots ?? []).some(
    (slot) => (slot.category === "IDE" || slot.category === "CFR") && slot.status !== "confermato",
  );
}

/** What SPID spares the applicant: the identity card, the health card, or both, as still to give. */
function offerDescription(snapshot: Snapshot): string {
  const pending = (category: string) =>
    (snapshot.documenti?.slots ?? []).some((slot) => slot.category === category && slot.status !== "confermato");
  const card = pending("IDE");
  const healthCard = pending("CFR");
  if (card && !healthCard) return messages.spid.offerDescriptionOnly("carta");
  if (healthCard && !card) return messages.spid.offerDescriptionOnly("tessera");
  return messages.spid.offerDescription;
}

export function SpidOffer({ snapshot }: { snapshot: Snapshot }) {
  if (spidOffered(snapshot)) {
    return (
      <Box mb={{ base: "5", md: "8" }} maxW="48rem">
        <CardLink to={paths.spid} description={offerDescription(snapshot)}>
          <Flex as="span" alignItems="center" gap="3" wrap="wrap">
            <SpidLogo decorative />
            {messages.spid.offer}
          </Flex>
        </CardLink>
      </Box>
    );
  }
  if (spidClosedByErrors(snapshot)) {
    return (
      <Box mb={{ base: "5", md: "8" }} maxW="48rem">
        <CardInfo icon={<InfoIcon boxSize="6" color="brand.red" />} title={messages.spid.closedTitle}>
          <Text>{messages.catalogue.SPID_NON_DISPONIBILE}</Text>
        </CardInfo>
      </Box>
    );
  }
  return null;
}
