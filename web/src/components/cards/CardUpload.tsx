// The card-upload of spec §2: one document to give, what it is and why, the choice of its type,
// and one upload control per side with its progress and refusal. The same card serves the
// desktop pages and the phone of the hand-off; what the card confirms afterwards comes as children.
import { Box, Button, chakra, Flex, Heading, Progress, SimpleGrid, Text } from "@chakra-ui/react";
import { progressSlotRecipe } from "@chakra-ui/react/theme";
import { useId, useRef, type ReactNode } from "react";

import type { DocumentCategory, DocumentCode, SideName, SlotStatus } from "../../api/types";
import { ACCEPTED_TYPES, sideBasis, sideStatusId, uploadKey, type SideUploadState } from "../../lib/useUploads";
import { messages } from "../../messages";
import { AlertIcon, CheckCircleIcon } from "../ui/icons";
import { CameraIcon, IdCardIcon, UploadIcon } from "../ui/documentIcons";
import { CardBox } from "./cards";

const m = messages.upload;

/** What the card needs of a document: the desktop's DocumentSlot and the phone's MobileSlot both fit. */
export interface UploadCardSlot {
  id: string;
  category: DocumentCategory;
  code: DocumentCode;
  codes: DocumentCode[];
  sides: { side: SideName; uploaded: boolean; fileName?: string | null; refusal?: string | null }[];
  status: SlotStatus;
  errors?: string[];
}

/** The document's title and why: by its code (income proofs), else by its category. */
export function documentCopy(slot: Pick<UploadCardSlot, "code" | "category">): { title: string; why: string } {
  return m.documents[slot.code] ?? m.documents[slot.category] ?? m.otherDocument;
}

/** "Carta d'identità elettronica" for DIG...: the catalogue's name of a document type. */
export function documentTypeName(code: DocumentCode): string {
  return (messages.catalogue.TIPO_DOCUMENTO as Partial<Record<string, string>>)[code] ?? code;
}

export const sideLabel = (side: SideName, sides: number) => (sides > 1 ? m.sides[side] : m.singleSide);

export interface CardUploadProps {
  slot: UploadCardSlot;
  /** The type the next upload sends: the applicant's choice among `slot.codes`. */
  code: DocumentCode;
  onCode: (code: DocumentCode) => void;
  uploads: Partial<Record<string, SideUploadState>>;
  onFile: (side: SideName, file: File) => void;
  /** Offer "Scatta una foto" (a phone's camera) beside "Scegli un file". */
  camera: boolean;
  /** Below the sides: the fields to confirm. */
  children?: ReactNode;
}

const STATUS_COLORS: Record<SlotStatus, { bg: string; color: string }> = {
  da_caricare: { bg: "gray.100", color: "ink" },
  da_confermare: { bg: "brand.cream", color: "ink" },
  da_compilare: { bg: "brand.cream", color: "ink" },
  confermato: { bg: "green.100", color: "green.900" },
};

export function StatusTag({ status }: { status: SlotStatus }) {
  return (
    <Text
      as="span"
      flexShrink={0}
      fontSize="sm"
      fontWeight="semibold"
      px="2.5"
      py="0.5"
      borderRadius="full"
      {...STATUS_COLORS[status]}
    >
      {m.status[status]}
    </Text>
  );
}

/** The card's title row: the document's icon, its name and where it stands. */
export function CardUploadHeading({ id, title, status }: { id: string; title: string; status: SlotStatus }) {
  return (
    <Flex gap="3" alignItems="center" flexWrap="wrap">
      <Flex
        w="10"
        h="10"
        borderRadius="full"
        bg="brand.cream"
        color="brand.red"
        alignItems="center"
        justifyContent="center"
        flexShrink={0}
      >
        <IdCardIcon boxSize="6" />
      </Flex>
      <Heading as="h2" id={id} fontSize="lg" lineHeight="1.3" flex="1" minW="10rem">
        {title}
      </Heading>
      <StatusTag status={status} />
    </Flex>
  );
}

export function CardUpload({ slot, code, onCode, uploads, onFile, camera, children }: CardUploadProps) {
  const titleId = useId();
  const { title, why } = documentCopy(slot);
  const busy = slot.sides.some((side) => {
    const phase = uploads[uploadKey(slot.id, side.side)]?.phase;
    return phase === "sending" || phase === "reading";
  });
  const errors = slot.errors ?? [];

  return (
    <CardBox as="section" aria-labelledby={titleId} kind="info">
      <CardUploadHeading id={titleId} title={title} status={slot.status} />
      <Text mt="3">{why}</Text>
      <Text mt="1" fontSize="sm" color="inkMuted">
        {m.formats}
      </Text>

      {slot.codes.length > 1 ? (
        <TypeChoice
          slot={slot}
          code={code}
          onCode={onCode}
          disabled={busy}
          changeResets={slot.sides.some((side) => side.uploaded)}
        />
      ) : null}

      {errors.length > 0 ? (
        <Box
          role="alert"
          mt="4"
          p="4"
          borderRadius="lg"
          bg="brand.redTint"
          borderLeftWidth="4px"
          borderColor="brand.red"
        >
          <Flex gap="2" alignItems="flex-start">
            <AlertIcon boxSize="5" color="brand.red" flexShrink={0} mt="0.5" />
            <Box>
              <Text fontWeight="bold">{m.errorsTitle}</Text>
              {errors.map((error) => (
                <Text key={error} mt="1">
                  {error}
                </Text>
              ))}
            </Box>
          </Flex>
        </Box>
      ) : null}

      <SimpleGrid columns={sideColumns(slot.sides.length, camera)} gap="4" mt="5">
        {slot.sides.map((side) => (
          <SideControl
            key={side.side}
            slotId={slot.id}
            document={title}
            side={side}
            label={sideLabel(side.side, slot.sides.length)}
            state={uploads[uploadKey(slot.id, side.side)]}
            camera={camera}
            onFile={(file) => onFile(side.side, file)}
          />
        ))}
      </SimpleGrid>
      {children}
    </CardBox>
  );
}

/**
 * How many sides stand in a row: two side by side only from lg, and only without the camera. Side
 * by side they left each action 160 px at 480 px (a phone held sideways) and 173 px at 900 px,
 * where the documents step gives the card 3/5 of the page: "Scegli un altro file" took two or three
 * lines. From lg each action has 249 px, room for the file's labels but not for "Scatta un'altra
 * foto": with the camera each side takes the card's width.
 */
export function sideColumns(sides: number, camera: boolean) {
  return sides > 1 && !camera ? ({ base: 1, lg: 2 } as const) : 1;
}

function TypeChoice({
  slot,
  code,
  onCode,
  disabled,
  changeResets,
}: {
  slot: UploadCardSlot;
  code: DocumentCode;
  onCode: (code: DocumentCode) => void;
  disabled: boolean;
  changeResets: boolean;
}) {
  const hintId = useId();
  return (
    <chakra.fieldset mt="5" border="0" p="0" minW="0" aria-describedby={changeResets ? hintId : undefined}>
      <chakra.legend fontWeight="semibold" mb="2">
        {m.typeLegend}
      </chakra.legend>
      <Flex gap="2" flexWrap="wrap">
        {slot.codes.map((option) => (
          <Flex
            as="label"
            key={option}
            gap="2"
            alignItems="center"
            minH="11"
            px="3"
            py="2"
            borderWidth="2px"
            borderRadius="lg"
            borderColor={option === code ? "ink" : "gray.300"}
            bg={option === code ? "brand.cream" : "white"}
            cursor={disabled ? "not-allowed" : "pointer"}
            fontWeight={option === code ? "semibold" : "normal"}
          >
            <chakra.input
              type="radio"
              name={`${slot.id}-tipo`}
              value={option}
              checked={option === code}
              disabled={disabled}
              onChange={() => onCode(option)}
              w="5"
              h="5"
              css={{ accentColor: "var(--chakra-colors-brand-red)" }}
            />
            {documentTypeName(option)}
          </Flex>
        ))}
      </Flex>
      {changeResets ? (
        <Text id={hintId} mt="2" fontSize="sm" color="inkMuted">
          {m.typeChangeHint}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}

// The two actions of a side share their look. On a phone each takes the side's whole width, a size
// smaller and with narrower padding than the recipe's: at 320 px that keeps "Scatta un'altra foto"
// on one line beside its icon (AnomalyForm.test.ts counts the room). A label that still wraps (a
// larger font) grows the button instead of overflowing it.
export const sideActionLook = {
  size: { base: "md", sm: "lg" },
  px: { base: "3", sm: "5" },
  flex: "1 1 auto",
  whiteSpace: "normal",
  h: "auto",
  minH: "12",
  py: "2",
} as const;

/** A side's box: its padding leaves its actions room on a 320 px screen. */
export const sidePadding = { base: "3", sm: "4" } as const;

function SideControl({
  slotId,
  document,
  side,
  label,
  state,
  camera,
  onFile,
}: {
  slotId: string;
  document: string;
  side: UploadCardSlot["sides"][number];
  label: string;
  state: SideUploadState | undefined;
  camera: boolean;
  onFile: (file: File) => void;
}) {
  // A file refused here stands until the side changes on the server (the phone uploaded it).
  const local =
    state?.phase === "refused" && state.basis !== undefined && state.basis !== sideBasis(side) ? undefined : state;
  const working = local?.phase === "sending" || local?.phase === "reading";
  const refusal = local?.phase === "refused" ? local.message : local ? null : (side.refusal ?? null);
  const done = side.uploaded && !refusal && !local;

  return (
    <SidePicker
      label={label}
      document={document}
      done={done}
      refused={Boolean(refusal)}
      replacing={done}
      camera={camera}
      disabled={working}
      onFile={onFile}
      inputTestId={`file-${slotId}-${side.side}`}
    >
      <Box id={sideStatusId(slotId, side.side)} tabIndex={-1} outline="none" mt="2" minH="6">
        {local?.phase === "sending" ? (
          <>
            <Progress.Root
              recipe={progressSlotRecipe}
              value={local.percent}
              colorPalette="brand"
              size="sm"
              locale="it-IT"
            >
              <Progress.Track bg="gray.200" borderRadius="full" aria-label={m.progressLabel(label, document)}>
                <Progress.Range borderRadius="full" />
              </Progress.Track>
            </Progress.Root>
            <Text mt="2" fontSize="sm" aria-live="polite">
              {m.sending(local.percent)}
            </Text>
          </>
        ) : null}
        {local?.phase === "reading" ? <Text fontSize="sm">{m.reading}</Text> : null}
        {refusal ? (
          <Flex role="alert" gap="2" alignItems="flex-start" color="brand.red" fontWeight="semibold" fontSize="sm">
            <AlertIcon boxSize="5" flexShrink={0} />
            <Text>{refusal}</Text>
          </Flex>
        ) : null}
        {done ? (
          <Flex gap="2" alignItems="flex-start" fontSize="sm">
            <CheckCircleIcon boxSize="5" color="green.700" flexShrink={0} />
            <Text overflowWrap="anywhere">{side.fileName ? m.uploadedFile(side.fileName) : m.uploaded}</Text>
          </Flex>
        ) : null}
        {!local && !refusal && !done ? (
          <Text fontSize="sm" color="inkMuted">
            {m.notUploaded}
          </Text>
        ) : null}
      </Box>
    </SidePicker>
  );
}

/**
 * One side's box: its label, where it stands (the children), and the actions that choose its file.
 * The upload card's sides and the anomaly form's sides are this box.
 */
export function SidePicker({
  label,
  document,
  done,
  refused,
  replacing,
  camera,
  disabled,
  onFile,
  buttonId,
  describedBy,
  inputTestId,
  children,
}: {
  label: string;
  /** The document's name, which each action's name says. */
  document: string;
  /** The side has its file and nothing is said against it. */
  done: boolean;
  refused: boolean;
  /** A file is there already: the actions offer another. */
  replacing: boolean;
  camera: boolean;
  disabled: boolean;
  onFile: (file: File) => void;
  /** The DOM id of "Scegli un file", where a link to the side leads. */
  buttonId?: string;
  describedBy?: string;
  inputTestId?: string;
  children: ReactNode;
}) {
  const labelId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);

  // Each button's name starts with its visible label (WCAG 2.5.3) and says which side it is for.
  const cameraLabel = replacing ? m.cameraAgain : m.camera;
  const fileLabel = replacing ? m.chooseAnother : m.chooseFile;

  function picked(input: HTMLInputElement) {
    const file = input.files?.[0];
    // Emptied, so that choosing the same file again (after a refusal) is a change too.
    input.value = "";
    if (file) onFile(file);
  }

  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      borderWidth="2px"
      borderStyle={done ? "solid" : "dashed"}
      borderColor={refused ? "brand.red" : done ? "green.700" : "gray.400"}
      borderRadius="lg"
      p={sidePadding}
      bg={done ? "white" : "gray.50"}
      minW="0"
    >
      <Text id={labelId} fontWeight="bold">
        {label}
      </Text>
      {children}
      <Flex gap="2" mt="3" flexWrap="wrap">
        {camera ? (
          <Button
            {...sideActionLook}
            variant={replacing ? "outline" : "solid"}
            disabled={disabled}
            aria-label={m.controlName(cameraLabel, label, document)}
            aria-describedby={describedBy}
            onClick={() => cameraInput.current?.click()}
          >
            <CameraIcon boxSize="5" />
            {cameraLabel}
          </Button>
        ) : null}
        <Button
          {...sideActionLook}
          id={buttonId}
          // The first action is the camera on a phone; a side already in is only to replace.
          variant={camera || replacing ? "outline" : "solid"}
          disabled={disabled}
          aria-label={m.controlName(fileLabel, label, document)}
          aria-describedby={describedBy}
          onClick={() => fileInput.current?.click()}
        >
          <UploadIcon boxSize="5" />
          {fileLabel}
        </Button>
      </Flex>
      {/* The browser's own controls, opened by the buttons above: a visible label on each action. */}
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={ACCEPTED_TYPES}
        onChange={(event) => picked(event.currentTarget)}
        data-testid={inputTestId}
      />
      {/* image/*: what phones open the camera for; the server reads the bytes, whatever they are. */}
      {camera ? (
        <input
          ref={cameraInput}
          type="file"
          hidden
          accept="image/*"
          capture="environment"
          onChange={(event) => picked(event.currentTarget)}
        />
      ) : null}
    </Box>
  );
}
