// The card-qrcode of the phone hand-off: the QR code while it is good, then a way to a new one.
import { Button, Flex, Spinner, Text } from "@chakra-ui/react";

import { CardQrcode } from "../../components/cards/CardQrcode";
import { italianTime } from "../../lib/italianTime";
import { messages } from "../../messages";
import type { HandOffState } from "./useHandOff";

const m = messages.handOff;

export function HandOffCard({ state, onRenew }: { state: HandOffState; onRenew: () => void }) {
  const ready = state.status === "ready" && !state.expired ? state.link : null;
  return (
    <CardQrcode
      title={m.title}
      text={m.text}
      qr={ready ? { svg: ready.qrSvg, alt: m.qrAlt, linkLabel: m.linkLabel, url: ready.url } : null}
    >
      {state.status === "loading" ? (
        <Flex role="status" gap="3" alignItems="center" mt="4">
          <Spinner color="brand.red" size="sm" />
          <Text fontSize="sm">{m.preparing}</Text>
        </Flex>
      ) : null}
      {ready ? (
        <Text mt="3" fontSize="sm" color="inkMuted">
          {m.expires(italianTime(ready.expiresAt)?.time ?? ready.expiresAt)}
        </Text>
      ) : null}
      {state.status === "error" || (state.status === "ready" && state.expired) ? (
        <Text role="alert" mt="4" fontWeight="semibold">
          {state.status === "error" ? `${m.error} ${state.message}` : m.expired}
        </Text>
      ) : null}
      {state.status !== "loading" ? (
        <Button variant="outline" size="md" mt="4" whiteSpace="normal" onClick={onRenew}>
          {m.renew}
        </Button>
      ) : null}
    </CardQrcode>
  );
}
