// One anomaly on its page: the document, why it is asked for again, a file for its front (and
// its back when asked for), then "Invia il documento". Both sides go in one request; a side the
// server refuses (a file already sent, unreadable, too large) says so on its own picker. What can
// be told before sending (a side missing, empty, too large, of a type the server does not take,
// one file for both sides) is told all at once.
import { Box, Button, chakra, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";

import { afterSaleApi } from "../../api/afterSale";
import { ApiError } from "../../api/client";
import type { AnomalyView, SideName, Snapshot } from "../../api/types";
import { SidePicker, sideLabel } from "../../components/cards/CardUpload";
import { CardBox } from "../../components/cards/cards";
import { ErrorSummary, type SummaryError } from "../../components/form/ErrorSummary";
import { wideOnMobile } from "../../components/layout/styles";
import { AlertIcon, CheckCircleIcon } from "../../components/ui/icons";
import { refusalBeforeSending } from "../../lib/useUploads";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";
import { anomalieMessages } from "./anomalieMessages";
import { useCamera } from "../documenti/useApplicationUploads";
import { leaveOnEnd } from "./useFollowRequest";

const m = anomalieMessages;
const u = messages.upload;

type Files = Partial<Record<SideName, File>>;
/** A side's message, or `form` for the request as a whole. */
export type CorrectionErrors = Partial<Record<SideName | "form", string>>;

export const sidesOf = (anomaly: AnomalyView): SideName[] => (anomaly.retro ? ["fronte", "retro"] : ["fronte"]);

/** The DOM id of a side's "Scegli un file": where the error summary's link leads. */
export const pickerId = (code: string, side: SideName) => `anomalia-${code}-${side}`;

const HEIF_BRANDS: ReadonlySet<string> = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1"]);
const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/**
 * Whether the file's first bytes are those of a type the server takes (JPEG, PNG, PDF, HEIC), as
 * it tells them (recognition/uploads.py `sniff`): by content, whatever the file's name says.
 */
export function isAcceptedType(head: Uint8Array): boolean {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  return (
    starts(0xff, 0xd8, 0xff) ||
    starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) ||
    ascii(head.subarray(0, 5)) === "%PDF-" ||
    (ascii(head.subarray(4, 8)) === "ftyp" && HEIF_BRANDS.has(ascii(head.subarray(8, 12))))
  );
}

const bytesOf = async (file: Blob) => new Uint8Array(await file.arrayBuffer());

/** The same bytes under any name: what the server takes for one file given twice. */
async function sameContent(one: File, other: File): Promise<boolean> {
  if (one === other) return true;
  if (one.size !== other.size) return false;
  const [a, b] = await Promise.all([bytesOf(one), bytesOf(other)]);
  return a.every((byte, index) => byte === b[index]);
}

/**
 * What keeps the files from being sent, every side at once: a side missing, empty, over 10 MB or
 * of a type the server does not take, and one file chosen for both sides.
 */
export async function checkFiles(anomaly: AnomalyView, files: Files): Promise<CorrectionErrors> {
  const sides = sidesOf(anomaly);
  const errors: CorrectionErrors = {};
  for (const side of sides) {
    const file = files[side];
    const problem = file
      ? (refusalBeforeSending(file) ??
        (isAcceptedType(await bytesOf(file.slice(0, 12))) ? null : messages.catalogue.DOCUMENTO_FORMATO_NON_SUPPORTATO))
      : m.chooseFileMissing(sideLabel(side, sides.length));
    if (problem) errors[side] = problem;
  }
  const { fronte, retro } = files;
  if (sides.includes("retro") && fronte && retro && !errors.fronte && !errors.retro) {
    // A PDF given for both sides is a scan of both: the server reads its first page for the
    // front and its second for the back, and refuses a one-page PDF given twice.
    const scan = ascii((await bytesOf(fronte.slice(0, 5))).subarray(0, 5)) === "%PDF-";
    if (!scan && (await sameContent(fronte, retro))) errors.retro = messages.catalogue.ANOMALIA_STESSO_FILE_DUE_LATI;
  }
  return errors;
}

/** The errors of an answer that was not ok (StepResult.errors): by side, else for the form. */
export function answerErrors(errors: Record<string, string> | undefined): CorrectionErrors {
  const { fronte, retro, form, ...others } = errors ?? {};
  const general = form ?? Object.values(others)[0];
  const found: CorrectionErrors = {
    ...(fronte ? { fronte } : {}),
    ...(retro ? { retro } : {}),
    ...(general ? { form: general } : {}),
  };
  return Object.keys(found).length > 0 ? found : { form: messages.catalogue.ERRORE_INVIO_ANOMALIA };
}

/** The server's refusal as the form shows it: a side's message on its picker, else for all. */
export function refusalErrors(error: unknown): CorrectionErrors {
  if (!(error instanceof ApiError)) return { form: messages.catalogue.SERVIZIO_NON_DISPONIBILE };
  const { fronte, retro, file } = error.errors;
  const sides: CorrectionErrors = {
    ...(fronte || file ? { fronte: fronte ?? file } : {}),
    ...(retro ? { retro } : {}),
  };
  return Object.keys(sides).length > 0 ? sides : { form: error.message };
}

/**
 * The card's padding: narrower on a phone, where each side's actions need the room (a side's
 * actions at 320 px: AnomalyForm.test.ts).
 */
export const formPadding = { base: "4", md: "6" } as const;

export function AnomalyForm({
  anomaly,
  onSent,
}: {
  anomaly: AnomalyView;
  /** The document was received: the answer's snapshot, where it is no longer an anomaly. */
  onSent: (snapshot: Snapshot) => void;
}) {
  const journey = JourneyContext.useActorRef();
  const session = JourneyContext.useSelector((s) => s.context.session);
  const navigate = useNavigate();
  const camera = useCamera();
  const titleId = useId();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [files, setFiles] = useState<Files>({});
  const [errors, setErrors] = useState<CorrectionErrors>({});
  const [sending, setSending] = useState(false);
  const sides = sidesOf(anomaly);

  // Each time errors are shown, the summary takes the focus once it is on screen (an answer's
  // errors render in a later task than the click's).
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown > 0) summaryRef.current?.focus();
  }, [shown]);

  function showErrors(next: CorrectionErrors) {
    setErrors(next);
    setShown((count) => count + 1);
  }

  async function send() {
    if (!session || sending) return;
    // Busy from the checks on: a second click does not send twice.
    setSending(true);
    // A file that cannot be read here (gone from the disk since) is left to the sending to tell.
    const problems = await checkFiles(anomaly, files).catch((): CorrectionErrors => ({}));
    if (Object.keys(problems).length > 0) {
      setSending(false);
      showErrors(problems);
      return;
    }
    setErrors({});
    try {
      const answer = await afterSaleApi.correct(session, anomaly.codDocumento, {
        fronte: files.fronte!,
        retro: anomaly.retro ? files.retro : null,
      });
      if (answer.ok) {
        onSent(answer.snapshot);
        return;
      }
      showErrors(answerErrors(answer.errors));
    } catch (error) {
      if (leaveOnEnd(error, journey, navigate)) return;
      showErrors(refusalErrors(error));
    } finally {
      setSending(false);
    }
  }

  const summary: SummaryError[] = sides.flatMap((side) => {
    const message = errors[side];
    return message
      ? [{ fieldId: pickerId(anomaly.codDocumento, side), label: sideLabel(side, sides.length), message }]
      : [];
  });
  const hasErrors = summary.length > 0 || Boolean(errors.form);

  return (
    <CardBox as="section" aria-labelledby={titleId} kind="info" p={formPadding}>
      <chakra.form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="5">
          {hasErrors ? (
            <ErrorSummary ref={summaryRef} title={m.sendErrorTitle} description={errors.form} errors={summary} />
          ) : null}
          <Heading as="h2" id={titleId} fontSize="xl" lineHeight="1.3">
            {anomaly.descrizione}
          </Heading>
          <Box borderLeftWidth="4px" borderColor="brand.red" ps="4" py="1">
            <Text fontWeight="bold">{m.reasonTitle}</Text>
            <Text mt="1">{anomaly.motivo}</Text>
          </Box>
          <Text fontSize="sm" color="inkMuted">
            {u.formats}
          </Text>
          {/* Side by side only from md: on a phone held sideways two sides leave each action
              under 170 px, its label on three lines. */}
          <SimpleGrid columns={{ base: 1, md: sides.length }} gap="4">
            {sides.map((side) => (
              <FilePicker
                key={side}
                id={pickerId(anomaly.codDocumento, side)}
                document={anomaly.descrizione}
                label={sideLabel(side, sides.length)}
                file={files[side] ?? null}
                error={errors[side] ?? null}
                camera={camera}
                disabled={sending}
                onFile={(file) => {
                  setFiles((previous) => ({ ...previous, [side]: file }));
                  // A new file answers what was said about the old one.
                  setErrors(({ [side]: _answered, ...others }) => others);
                }}
              />
            ))}
          </SimpleGrid>
          <Box>
            {/* As tall as its label: "Invio del documento in corso..." takes two lines at 320 px. */}
            <Button
              type="submit"
              variant="solid"
              size="xl"
              {...wideOnMobile}
              h="auto"
              minH="12"
              py="3"
              loading={sending}
              loadingText={m.sending}
            >
              {m.send}
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </CardBox>
  );
}

/** One side: which file is chosen (nothing is sent yet), and the actions to choose it. */
function FilePicker({
  id,
  document,
  label,
  file,
  error,
  camera,
  disabled,
  onFile,
}: {
  id: string;
  document: string;
  label: string;
  file: File | null;
  error: string | null;
  camera: boolean;
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, statusId].filter(Boolean).join(" ");

  return (
    <SidePicker
      label={label}
      document={document}
      done={Boolean(file) && !error}
      refused={Boolean(error)}
      replacing={Boolean(file)}
      camera={camera}
      disabled={disabled}
      onFile={onFile}
      buttonId={id}
      describedBy={describedBy}
    >
      <Box mt="2" minH="6">
        {error ? (
          <Flex id={errorId} gap="2" alignItems="flex-start" color="brand.red" fontWeight="semibold" fontSize="sm">
            <AlertIcon boxSize="5" flexShrink={0} />
            <Text>{error}</Text>
          </Flex>
        ) : null}
        <Flex id={statusId} gap="2" alignItems="flex-start" fontSize="sm" mt={error ? "1" : "0"}>
          {file && !error ? <CheckCircleIcon boxSize="5" color="green.700" flexShrink={0} /> : null}
          <Text overflowWrap="anywhere" color={file ? "ink" : "inkMuted"}>
            {file ? m.chosenFile(file.name) : m.noFile}
          </Text>
        </Flex>
      </Box>
    </SidePicker>
  );
}
