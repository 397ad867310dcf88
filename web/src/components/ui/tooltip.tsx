// Tooltip snippet: a Chakra tooltip with an arrow; portalled by default so cards never clip it,
// or kept in place (inside the page's landmarks) with portalled={false}.
import { Portal, Tooltip as ChakraTooltip } from "@chakra-ui/react";
import { tooltipSlotRecipe } from "@chakra-ui/react/theme";
import type { ReactNode, Ref } from "react";

export interface TooltipProps extends ChakraTooltip.RootProps {
  content: ReactNode;
  contentProps?: ChakraTooltip.ContentProps;
  portalled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

export function Tooltip({ children, content, contentProps, portalled = true, ref, ...rest }: TooltipProps) {
  return (
    // The recipe comes with the component (used only in lazily loaded pages), not the theme.
    <ChakraTooltip.Root recipe={tooltipSlotRecipe} {...rest}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal disabled={!portalled}>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content ref={ref} {...contentProps}>
            <ChakraTooltip.Arrow>
              <ChakraTooltip.ArrowTip />
            </ChakraTooltip.Arrow>
            {content}
          </ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
