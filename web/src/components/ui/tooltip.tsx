// Tooltip snippet: a Chakra tooltip with an arrow, portalled so cards never clip it.
import { Portal, Tooltip as ChakraTooltip } from "@chakra-ui/react";
import type { ReactNode, Ref } from "react";

export interface TooltipProps extends ChakraTooltip.RootProps {
  content: ReactNode;
  contentProps?: ChakraTooltip.ContentProps;
  ref?: Ref<HTMLDivElement>;
}

export function Tooltip({ children, content, contentProps, ref, ...rest }: TooltipProps) {
  return (
    <ChakraTooltip.Root {...rest}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
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
