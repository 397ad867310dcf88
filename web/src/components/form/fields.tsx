// A text field and a select of the journey's forms: label, hint and error wired to the control,
// named after the API's field path, with the red border of a field in error.
import { Input, type InputProps, NativeSelect } from "@chakra-ui/react";

import type { LookupOption } from "../../api/clientTypes";
import { sentenceCase } from "../../lib/format";
import { controlAria, Field, fieldId } from "../ui/field";
import { NativeSelectRoot } from "../ui/native-select";

interface FieldControlProps {
  /** The API's field path ("residenza.attuale.cap"): the control's name, and its id through fieldId. */
  path: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
}

/** What a text field passes on to its input: type, autocomplete, input mode, length... */
export type TextInputProps = Omit<InputProps, "name" | "value" | "onChange">;

export const errorBorder = (error: string | undefined) =>
  ({ borderColor: error ? "brand.red" : "gray.400", borderWidth: error ? "2px" : "1px" }) as const;

export function TextField({ path, label, value, onValue, error, hint, ...input }: FieldControlProps & TextInputProps) {
  const id = fieldId(path);
  return (
    <Field id={id} label={label} helperText={hint} errorText={error}>
      <Input
        name={path}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        size="lg"
        bg="white"
        {...errorBorder(error)}
        {...input}
        {...controlAria(id, { hasHint: Boolean(hint), error })}
      />
    </Field>
  );
}

export function SelectField({
  path,
  label,
  value,
  onValue,
  error,
  hint,
  options,
  placeholder,
}: FieldControlProps & { options: readonly LookupOption[]; placeholder: string }) {
  const id = fieldId(path);
  return (
    <Field id={id} label={label} helperText={hint} errorText={error}>
      <NativeSelectRoot size="lg">
        <NativeSelect.Field
          name={path}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          bg="white"
          {...errorBorder(error)}
          {...controlAria(id, { hasHint: Boolean(hint), error })}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.codice} value={option.codice}>
              {sentenceCase(option.descrizione)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelectRoot>
    </Field>
  );
}
