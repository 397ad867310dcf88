// The buy-form primary button of spec §2: it can be inactive, and then explains why with a tooltip
// on hover, or on click on screens narrower than 900 px. It stays focusable and clickable, so a
// click on it still runs the form's validation; and so it looks like the primary action it is,
// never greyed out like a disabled button: what it says (the tooltip, the hint read with it, the
// error summary after a click) tells that something is missing, not its colour.
import { Button, type ButtonProps, VisuallyHidden } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState, type MouseEvent } from "react";

import { isNarrowScreen } from "../../lib/media";
import { messages } from "../../messages";
import { Tooltip } from "../ui/tooltip";

const PINNED_MS = 3500;

export interface BuyFormButtonProps extends Omit<ButtonProps, "variant"> {
  inactive: boolean;
}

export function BuyFormButton({ inactive, onClick, children, ...rest }: BuyFormButtonProps) {
  const hintId = useId();
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (inactive && isNarrowScreen()) {
      setPinned(true);
      // The tooltip opens below the button, never flipped over the hint above it: low on the
      // screen, the page scrolls up just enough to show it (the button's scroll margin).
      event.currentTarget.scrollIntoView({ block: "nearest" });
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setPinned(false), PINNED_MS);
    }
    onClick?.(event);
  }

  return (
    <>
      <Tooltip
        content={messages.catalogue.TOOLTIP_COMPILA_CAMPI}
        open={inactive && (hovered || pinned)}
        onOpenChange={(details) => setHovered(details.open)}
        closeOnClick={false}
        closeOnPointerDown={false}
        openDelay={150}
        portalled={false}
        // Below the button: above it is the form's last field, whose red hint the click has
        // just shown and which the explanation must not cover.
        positioning={{ placement: "bottom", flip: false }}
        contentProps={{ bg: "ink", color: "white", fontSize: "sm", px: "3", py: "2", maxW: "18rem" }}
      >
        <Button
          variant="solid"
          size="xl"
          w={{ base: "full", md: "auto" }}
          minW={{ md: "16rem" }}
          scrollMarginBottom="24"
          data-inactive={inactive ? "" : undefined}
          aria-describedby={inactive ? hintId : undefined}
          onClick={handleClick}
          {...rest}
        >
          {children}
        </Button>
      </Tooltip>
      {inactive ? <VisuallyHidden id={hintId}>{messages.catalogue.TOOLTIP_COMPILA_CAMPI}</VisuallyHidden> : null}
    </>
  );
}
