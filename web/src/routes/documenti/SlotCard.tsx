// One document of the documents step on a desktop or phone page of the application: its
// card-upload, then the fields to confirm, and once confirmed its recap with "Modifica".
import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { useId, useState } from "react";

import type { FieldErrors } from "../../api/clientTypes";
import type { DocumentCode, DocumentFields, DocumentSlot, SideName } from "../../api/types";
import { CardBox, RecapList } from "../../components/cards/cards";
import { CardUpload, CardUploadHeading, documentCopy } from "../../components/cards/CardUpload";
import type { SideUploadState } from "../../lib/useUploads";
import { messages } from "../../messages";
import { DocumentFieldsForm } from "./DocumentFieldsForm";
import { slotRecap } from "./documentFields";

const m = messages.upload;

export interface SlotCardProps {
  slot: DocumentSlot;
  uploads: Partial<Record<string, SideUploadState>>;
  onFile: (side: SideName, code: DocumentCode, file: File) => void;
  camera: boolean;
  /** The answer to this document's confirmation, when it was the last one sent. */
  answer: { errors: FieldErrors; formError: string | null } | null;
  onConfirm: (values: DocumentFields) => void;
}

/** The parent keys it by the slot's id, type and status: a new status starts the card afresh. */
export function SlotCard({ slot, uploads, onFile, camera, answer, onConfirm }: SlotCardProps) {
  const [code, setCode] = useState<DocumentCode>(slot.code);
  const [modifying, setModifying] = useState(false);

  if (slot.status === "confermato" && !modifying) {
    return <ConfirmedCard slot={slot} onModify={() => setModifying(true)} />;
  }

  const toConfirm = slot.status === "da_confermare" || slot.status === "da_compilare";
  return (
    <CardUpload
      slot={slot}
      code={code}
      onCode={setCode}
      uploads={uploads}
      onFile={(side, file) => onFile(side, code, file)}
      camera={camera}
    >
      {toConfirm ? (
        <DocumentFieldsForm
          // What the server read (or a new reading) starts the form again.
          key={JSON.stringify(slot.values)}
          slot={slot}
          serverErrors={answer?.errors ?? {}}
          formError={answer?.formError ?? null}
          onConfirm={onConfirm}
        />
      ) : null}
      {modifying ? (
        <Flex mt="5" gap="3" alignItems={{ md: "center" }} flexDirection={{ base: "column", md: "row" }}>
          <Text flex="1" fontSize="sm" color="inkMuted">
            {m.modifyHint}
          </Text>
          <Button variant="ghost" size="lg" onClick={() => setModifying(false)}>
            {m.cancelModify}
          </Button>
        </Flex>
      ) : null}
    </CardUpload>
  );
}

/** A confirmed document: its card-document-recap (the identity document card for IDE, PER, PAS). */
function ConfirmedCard({ slot, onModify }: { slot: DocumentSlot; onModify: () => void }) {
  const titleId = useId();
  const { title } = documentCopy(slot);
  return (
    <CardBox as="section" aria-labelledby={titleId} kind="recap">
      <Box mb="4">
        <CardUploadHeading id={titleId} title={title} status={slot.status} />
      </Box>
      <RecapList items={slotRecap(slot)} />
      <Button variant="outline" size="lg" mt="5" aria-label={m.modifyName(title)} onClick={onModify}>
        {m.modify}
      </Button>
    </CardBox>
  );
}
