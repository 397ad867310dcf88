// The IBAN's field. On a phone a one-line input showed the first 22 of the 33 characters an
// Italian IBAN has once grouped, and the rest of the account the loan is paid into scrolled out
// of sight: here the same control, as a text area, wraps onto a second line below 480 px and is
// one line wide enough for it above. The text stays 16 px, so iOS does not zoom on focus.
import { Input } from "@chakra-ui/react";

import { errorBorder } from "../../components/form/fields";
import { controlAria, Field, fieldId } from "../../components/ui/field";

interface IbanFieldProps {
  path: string;
  label: string;
  hint: string;
  value: string;
  error?: string;
  onValue: (value: string) => void;
}

export function IbanField({ path, label, hint, value, error, onValue }: IbanFieldProps) {
  const id = fieldId(path);
  return (
    <Field id={id} label={label} helperText={hint} errorText={error}>
      <Input
        asChild
        size="lg"
        bg="white"
        {...errorBorder(error)}
        fontFamily="mono"
        letterSpacing="0.02em"
        resize="none"
        overflow="hidden"
        h={{ base: "auto", sm: "12" }}
        py={{ base: "2.5", sm: "0" }}
        lineHeight={{ base: "1.5", sm: "2.875rem" }}
      >
        <textarea
          name={path}
          rows={2}
          value={value}
          maxLength={34}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onValue(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends the form, as it does from the one-line fields around it.
            if (event.key === "Enter") {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          {...controlAria(id, { hasHint: Boolean(hint), error })}
        />
      </Input>
    </Field>
  );
}
