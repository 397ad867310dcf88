// A PDF the applicant reads on the page (the SECCI, the contract, the signed contract): its
// download link, its new-tab link and, on wide screens, a frame. While it loads, the links stand
// where they will be, busy, and the frame's place is kept: nothing under them moves when the PDF
// arrives, so a tap aimed at the button below ("Salva e continua più tardi", the confirmation)
// cannot land in the frame that has just pushed it down.
import { Box, Button, chakra, Flex, Spinner, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import type { AnchorHTMLAttributes, ReactNode } from "react";

import type { Remote } from "../../lib/useRemote";
import type { HeadingLevel } from "../cards/cards";
import { CardError } from "../cards/cards";

export interface PdfDocumentLabels {
  download: string;
  /** The new-tab link; without it, the download alone. */
  open?: string;
  loading: string;
  loadError: string;
  /** The frame's title; without it, no frame. */
  frameTitle?: string;
}

interface PdfDocumentProps {
  pdf: Remote<Blob>;
  /** The PDF as an object URL, once it has come. */
  url: string | null;
  fileName: string;
  labels: PdfDocumentLabels;
  downloadTestId: string;
  frameHeight?: string;
  onDownload?: () => void;
  errorHeadingLevel?: HeadingLevel;
  /** Under the links: what the page says about them (e.g. "Documento scaricato."). */
  children?: ReactNode;
}

// A label wider than the screen allows ("Scarica il contratto firmato (PDF)" needs 348 px, a card at
// 320 px gives 248) takes two even lines, centred and close together; the button grows with them.
const LINK = {
  size: "lg",
  whiteSpace: "normal",
  textWrap: "balance",
  textAlign: "center",
  lineHeight: "1.3",
  h: "auto",
  minH: "12",
  py: "3",
} as const;

/** One of the PDF's links once its URL has come; before, a busy button of the same size and label. */
function PdfLink({
  url,
  variant,
  label,
  anchor,
}: {
  url: string | null;
  variant: "solid" | "outline";
  label: string;
  anchor: AnchorHTMLAttributes<HTMLAnchorElement> & { "data-testid"?: string };
}) {
  if (url === null) {
    return (
      <Button variant={variant} {...LINK} loading aria-hidden="true" tabIndex={-1}>
        {label}
      </Button>
    );
  }
  return (
    <Button asChild variant={variant} {...LINK}>
      <a href={url} {...anchor}>
        {label}
      </a>
    </Button>
  );
}

export function PdfDocument({
  pdf,
  url,
  fileName,
  labels,
  downloadTestId,
  frameHeight = "36rem",
  onDownload,
  errorHeadingLevel,
  children,
}: PdfDocumentProps) {
  if (pdf.status === "error") {
    return (
      <CardError title={labels.loadError} onRetry={pdf.retry} headingLevel={errorHeadingLevel}>
        {pdf.message}
      </CardError>
    );
  }
  const loading = url === null;

  return (
    <Stack gap="4">
      {loading ? <VisuallyHidden role="status">{labels.loading}</VisuallyHidden> : null}
      <Flex gap="3" flexDirection={{ base: "column", sm: "row" }} flexWrap="wrap">
        <PdfLink
          url={url}
          variant="solid"
          label={labels.download}
          anchor={{ download: fileName, onClick: onDownload, "data-testid": downloadTestId }}
        />
        {labels.open ? (
          <PdfLink url={url} variant="outline" label={labels.open} anchor={{ target: "_blank", rel: "noopener" }} />
        ) : null}
      </Flex>
      {children}
      {/* On small screens the browser's own viewer (new tab) reads better than a frame. */}
      {labels.frameTitle ? (
        <Box
          display={{ base: "none", md: "block" }}
          h={frameHeight}
          borderWidth="1px"
          borderColor="gray.300"
          borderRadius="md"
          overflow="hidden"
        >
          {loading ? (
            <Flex h="full" gap="3" alignItems="center" justifyContent="center" bg="gray.50" aria-hidden="true">
              <Spinner color="brand.red" />
              <Text>{labels.loading}</Text>
            </Flex>
          ) : (
            <chakra.iframe src={url} title={labels.frameTitle} w="full" h="full" border="0" display="block" />
          )}
        </Box>
      ) : null}
    </Stack>
  );
}
