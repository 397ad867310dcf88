// Combobox snippet: a text input with a list to choose from (comuni, CAP, province), labelled by our
// <Field> and described by its hint and error. The caller owns the typed text and the filtering.
import { Combobox as ChakraCombobox, createListCollection, Portal, Spinner, Text } from "@chakra-ui/react";
import { comboboxSlotRecipe } from "@chakra-ui/react/theme";
import { useMemo } from "react";

import { messages } from "../../messages";
import { controlAria, Field } from "./field";

export interface ComboboxItem {
  value: string;
  /** What the input shows once the item is chosen. */
  label: string;
  /** A second line in the list (e.g. the province of a town). */
  detail?: string;
}

export interface ComboboxFieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  items: ComboboxItem[];
  inputValue: string;
  onInputValueChange: (text: string) => void;
  onSelect: (item: ComboboxItem) => void;
  loading?: boolean;
  /** Free text is kept when nothing is chosen (a CAP, a town missing from the list). */
  allowCustomValue?: boolean;
  inputMode?: "text" | "numeric";
  autoComplete?: string;
  maxLength?: number;
}

export function ComboboxField(props: ComboboxFieldProps) {
  const { id, name, label, hint, error, items, inputValue, onInputValueChange, onSelect, loading } = props;
  const collection = useMemo(
    () => createListCollection({ items, itemToString: (item) => item.label, itemToValue: (item) => item.value }),
    [items],
  );
  return (
    <Field id={id} label={label} helperText={hint} errorText={error}>
      <ChakraCombobox.Root
        // Its recipe comes with the component, not the theme: only the personal-data page uses
        // a combobox, so its styles load with that page and stay out of the first download.
        recipe={comboboxSlotRecipe}
        collection={collection}
        ids={{ input: id }}
        inputValue={inputValue}
        onInputValueChange={(details) => {
          // The caller's onSelect writes the chosen item's text; the combobox's own echo of it
          // (sometimes "" once the filtered list no longer holds the item) would overwrite it.
          if (details.reason !== "item-select") onInputValueChange(details.inputValue);
        }}
        onValueChange={(details) => {
          const item: ComboboxItem | undefined = details.items[0];
          if (item) onSelect(item);
        }}
        allowCustomValue={props.allowCustomValue ?? false}
        selectionBehavior="replace"
        inputBehavior="autohighlight"
        openOnClick
        invalid={Boolean(error)}
        size="lg"
        positioning={{ sameWidth: true }}
      >
        <ChakraCombobox.Control>
          <ChakraCombobox.Input
            name={name}
            bg="white"
            borderColor={error ? "brand.red" : "gray.400"}
            borderWidth={error ? "2px" : "1px"}
            inputMode={props.inputMode}
            autoComplete={props.autoComplete ?? "off"}
            maxLength={props.maxLength}
            {...controlAria(id, { hasHint: Boolean(hint), error })}
          />
          <ChakraCombobox.IndicatorGroup>
            {loading ? <Spinner size="xs" color="brand.red" /> : null}
            <ChakraCombobox.Trigger aria-label={label} />
          </ChakraCombobox.IndicatorGroup>
        </ChakraCombobox.Control>
        <Portal>
          <ChakraCombobox.Positioner>
            <ChakraCombobox.Content maxH="18rem" overflowY="auto">
              <ChakraCombobox.Empty px="3" py="2" color="inkMuted">
                {loading ? messages.personalInfo.searching : messages.personalInfo.noResults}
              </ChakraCombobox.Empty>
              {collection.items.map((item) => (
                <ChakraCombobox.Item item={item} key={item.value} py="2">
                  <ChakraCombobox.ItemText>
                    {item.label}
                    {item.detail ? (
                      <Text as="span" color="inkMuted" ms="2">
                        {item.detail}
                      </Text>
                    ) : null}
                  </ChakraCombobox.ItemText>
                  <ChakraCombobox.ItemIndicator />
                </ChakraCombobox.Item>
              ))}
            </ChakraCombobox.Content>
          </ChakraCombobox.Positioner>
        </Portal>
      </ChakraCombobox.Root>
    </Field>
  );
}
