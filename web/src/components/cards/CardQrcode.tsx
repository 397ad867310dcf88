// The card-qrcode of spec §2: a text and a QR code of size 115, here the address of the phone's
// upload page, written out too for whoever cannot scan it.
import { Box, Flex, Heading, Text } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

import { PhoneIcon } from "../ui/documentIcons";
import { CardBox } from "./cards";

/** §9: the QR code's size. */
export const QR_SIZE = 115;

/** The server's SVG as an image source: an <img> runs no script an SVG may hold. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

export function CardQrcode({
  title,
  text,
  qr,
  children,
}: {
  title: string;
  text: ReactNode;
  /** The QR code and what it says; null while there is none to show (being made, expired). */
  qr: { svg: string; alt: string; linkLabel: string; url: string } | null;
  /** Below the code: when it expires, how to get a new one. */
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <CardBox as="section" aria-labelledby={titleId} kind="info">
      <Flex gap="3" alignItems="center" mb="3">
        <PhoneIcon boxSize="6" color="brand.red" flexShrink={0} />
        <Heading as="h2" id={titleId} fontSize="lg" lineHeight="1.3">
          {title}
        </Heading>
      </Flex>
      <Text>{text}</Text>
      {qr ? (
        <>
          <Box mt="4" p="2" bg="white" borderWidth="1px" borderColor="gray.300" borderRadius="md" w="fit-content">
            <img src={svgDataUrl(qr.svg)} alt={qr.alt} width={QR_SIZE} height={QR_SIZE} style={{ display: "block" }} />
          </Box>
          <Text mt="4" fontSize="sm" color="inkMuted">
            {qr.linkLabel}
          </Text>
          <Text fontSize="sm" fontFamily="mono" overflowWrap="anywhere" userSelect="all" data-testid="mobile-link">
            {qr.url}
          </Text>
        </>
      ) : null}
      {children}
    </CardBox>
  );
}
