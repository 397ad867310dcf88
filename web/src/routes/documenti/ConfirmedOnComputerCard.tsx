// A document the computer has confirmed, as the phone of the hand-off shows it: read only. The
// phone replaces a side until the computer confirms the card (its page says so, and the server
// holds it to that); after, a replacement would undo unseen what the computer shows as ready.
import { Flex, Text } from "@chakra-ui/react";
import { useEffect, useId, useRef } from "react";

import type { MobileSlot } from "../../api/types";
import { CardBox } from "../../components/cards/cards";
import { CardUploadHeading, documentCopy } from "../../components/cards/CardUpload";
import { CheckCircleIcon } from "../../components/ui/icons";
import { messages } from "../../messages";

/**
 * `refused`: the server turned away a file chosen on this phone because the card was confirmed
 * meanwhile. Its words are read out, where the buttons just used were.
 */
export function ConfirmedOnComputerCard({ slot, refused = false }: { slot: MobileSlot; refused?: boolean }) {
  const titleId = useId();
  const noteRef = useRef<HTMLDivElement>(null);
  const { title } = documentCopy(slot);

  useEffect(() => {
    if (refused) requestAnimationFrame(() => noteRef.current?.focus());
  }, [refused]);

  return (
    <CardBox as="section" aria-labelledby={titleId} kind="recap">
      <CardUploadHeading id={titleId} title={title} status="confermato" />
      <Flex
        ref={noteRef}
        role={refused ? "alert" : undefined}
        tabIndex={refused ? -1 : undefined}
        outline="none"
        mt="4"
        gap="2"
        alignItems="flex-start"
      >
        <CheckCircleIcon boxSize="5" color="green.700" flexShrink={0} mt="0.5" />
        <Text>{messages.catalogue.DOCUMENTO_CONFERMATO_SUL_COMPUTER}</Text>
      </Flex>
    </CardBox>
  );
}
