// NativeSelect.Root with its recipe: the selects live only in lazily loaded pages, so their styles
// come with those pages instead of the theme in the first download.
import { NativeSelect } from "@chakra-ui/react";
import { nativeSelectSlotRecipe } from "@chakra-ui/react/theme";
import type { ComponentProps } from "react";

export function NativeSelectRoot(props: ComponentProps<typeof NativeSelect.Root>) {
  return <NativeSelect.Root recipe={nativeSelectSlotRecipe} {...props} />;
}
