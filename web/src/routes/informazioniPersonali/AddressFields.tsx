// One address of step 4 (residence, previous, correspondence, employer): province and town as
// comboboxes over the lookup lists (accent-insensitive), street, house number and CAP.
import { SimpleGrid } from "@chakra-ui/react";
import { useEffect, useMemo, useState } from "react";

import { api } from "../../api/client";
import type { Comune, FieldErrors, Provincia } from "../../api/clientTypes";
import { TextField, type TextInputProps } from "../../components/form/fields";
import { MAX_LENGTH } from "../../components/form/textBounds";
import { ComboboxField, type ComboboxItem } from "../../components/ui/combobox";
import { fieldId } from "../../components/ui/field";
import { foldAccents, titleCase } from "../../lib/format";
import { messages } from "../../messages";

const f = messages.personalFields;
const SEARCH_DELAY_MS = 250;

/** Towns matching what was typed, from the API (accent-insensitive there), debounced. */
function useComuni(query: string, provincia: string) {
  const [state, setState] = useState<{ key: string; items: Comune[]; error: boolean }>({
    key: "",
    items: [],
    error: false,
  });
  const key = `${query.trim()}|${provincia}`;
  const searchable = query.trim().length >= 2;
  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api.searchComuni(query.trim(), /^[A-Z]{2}$/.test(provincia) ? provincia : null, controller.signal).then(
        (items) => setState({ key, items, error: false }),
        () => {
          if (!controller.signal.aborted) setState({ key, items: [], error: true });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key, query, provincia, searchable]);
  const current = state.key === key;
  return {
    items: searchable && current ? state.items : [],
    loading: searchable && !current,
    error: current && state.error,
  };
}

export const provinciaLabel = (p: Provincia) => `${titleCase(p.descrizione)} (${p.sigla})`;

function ProvinciaField({
  path,
  value,
  province,
  error,
  onChange,
}: {
  path: string;
  value: string;
  province: Provincia[];
  error?: string;
  onChange: (sigla: string) => void;
}) {
  const known = province.find((p) => p.sigla === value);
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? (known ? provinciaLabel(known) : value);
  const items = useMemo<ComboboxItem[]>(() => {
    const needle = foldAccents(typed ?? "");
    return province
      .filter((p) => !needle || foldAccents(p.descrizione).includes(needle) || p.sigla.toLowerCase() === needle)
      .map((p) => ({ value: p.sigla, label: provinciaLabel(p) }));
  }, [province, typed]);
  return (
    <ComboboxField
      id={fieldId(path)}
      name={path}
      label={f.provincia}
      error={error}
      items={items}
      inputValue={text}
      onInputValueChange={(next) => {
        setTyped(next);
        // Emptying the field takes the province away too.
        if (next.trim() === "") onChange("");
      }}
      onSelect={(item) => {
        setTyped(null);
        onChange(item.value);
      }}
      autoComplete="off"
      maxLength={MAX_LENGTH.place}
    />
  );
}

export interface AddressFieldsProps {
  prefix: string;
  values: Record<string, string>;
  errors: FieldErrors;
  province: Provincia[];
  set: (changes: Record<string, string>) => void;
  withCap?: boolean;
  capHint?: string;
  withHouseNumber?: boolean;
}

export function AddressFields({
  prefix,
  values,
  errors,
  province,
  set,
  withCap = false,
  capHint,
  withHouseNumber = true,
}: AddressFieldsProps) {
  const path = (field: string) => `${prefix}.${field}`;
  const provincia = values[path("provincia")] ?? "";
  const comune = values[path("comune")] ?? "";
  const [capList, setCapList] = useState<string[]>([]);
  const comuni = useComuni(comune, provincia);

  const comuneItems = useMemo<ComboboxItem[]>(
    () =>
      comuni.items.map((c) => ({
        value: c.codice,
        label: titleCase(c.comune),
        detail: `(${c.provincia})`,
      })),
    [comuni.items],
  );
  const typedCap = values[path("cap")] ?? "";
  const capItems = useMemo<ComboboxItem[]>(
    () => capList.filter((cap) => cap.startsWith(typedCap.trim())).map((cap) => ({ value: cap, label: cap })),
    [capList, typedCap],
  );

  function textInput(field: string, label: string, props: TextInputProps = {}, hint?: string) {
    return (
      <TextField
        path={path(field)}
        label={label}
        value={values[path(field)] ?? ""}
        onValue={(value) => set({ [path(field)]: value })}
        error={errors[path(field)]}
        hint={hint}
        {...props}
      />
    );
  }

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <ProvinciaField
        path={path("provincia")}
        value={provincia}
        province={province}
        error={errors[path("provincia")]}
        onChange={(sigla) => set({ [path("provincia")]: sigla })}
      />
      <ComboboxField
        id={fieldId(path("comune"))}
        name={path("comune")}
        label={f.comune}
        hint={comuni.error ? messages.personalInfo.searchError : messages.personalInfo.searchHint}
        error={errors[path("comune")]}
        items={comuneItems}
        loading={comuni.loading}
        inputValue={comune}
        onInputValueChange={(text) => set({ [path("comune")]: text })}
        onSelect={(item) => {
          const chosen = comuni.items.find((c) => c.codice === item.value);
          if (!chosen) return;
          setCapList(chosen.cap);
          const changes: Record<string, string> = {
            [path("comune")]: titleCase(chosen.comune),
            [path("provincia")]: chosen.provincia,
          };
          // A town with one postcode fills it in; with several, the list offers them.
          if (withCap && chosen.cap.length === 1) changes[path("cap")] = chosen.cap[0]!;
          set(changes);
        }}
        allowCustomValue
        autoComplete="off"
        maxLength={MAX_LENGTH.place}
      />
      {textInput(
        "indirizzo",
        f.indirizzo,
        { autoComplete: "off", maxLength: MAX_LENGTH.street },
        withHouseNumber ? f.indirizzoHint : undefined,
      )}
      {withHouseNumber
        ? textInput("numeroCivico", f.numeroCivico, { autoComplete: "off", maxLength: MAX_LENGTH.houseNumber })
        : null}
      {withCap ? (
        <ComboboxField
          id={fieldId(path("cap"))}
          name={path("cap")}
          label={f.cap}
          hint={capHint}
          error={errors[path("cap")]}
          items={capItems}
          inputValue={values[path("cap")] ?? ""}
          onInputValueChange={(text) => set({ [path("cap")]: text.replace(/\D/g, "").slice(0, 5) })}
          onSelect={(item) => set({ [path("cap")]: item.value })}
          allowCustomValue
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
        />
      ) : null}
    </SimpleGrid>
  );
}
