"""Reading one side of a document: `recognise`.

It straightens the photo, OCRs it, tells which document and side it shows, then reads each field
by that layout's rules (recognition/layouts.py); the MRZ and the health card's barcode are read
apart and preferred where their check digits vouch for them.
"""

import logging
import re
from datetime import date
from typing import Final

from PIL import Image

from recognition import barcode, fields, image, layouts, mrz
from recognition.models import DocumentKind, Recognised, Side
from recognition.ocr import Box, reader
from recognition.page import Page

log = logging.getLogger(__name__)

K = DocumentKind


def _read_rules(
    page: Page, picture: Image.Image, rules: tuple[layouts.Rule, ...]
) -> dict[str, object]:
    values: dict[str, object] = {}
    for rule in rules:
        below = rule.where == "below"
        label = page.find(rule.label, whole_phrase=below)
        if label is None:
            continue
        run = page.below(label) if below else page.right_of(label, max_distance=rule.reach)
        value = rule.parse(run.text) if run else None
        if value is None and rule.characters:
            # Sparse segmentation misses a line now and then, and a J can come out as /:
            # the value's own region, read as one line of its own alphabet.
            if run:
                region = page.around(run.box)
            elif below:
                region = page.region_below(label)
            else:
                region = page.region_right_of(label, rule.reach)
            value = rule.parse(reader().line(picture, region, rule.characters))
        if value is not None:
            values[rule.field] = value
    return values


def _mrz_box(page: Page, width: int, height: int) -> Box | None:
    """From the first line with filler (<<) down to the bottom of the page: the MRZ is the
    last thing printed, and its names line, mostly filler, may have been read as anything."""
    lines = [line for line in page.lines if "<<" in line.text or "<" in line.text[:6]]
    if not lines:
        return None
    first = lines[0].box
    return Box(0, max(0, first.top - first.height), width, height)


def _read_mrz(page: Page, picture: Image.Image, kind: DocumentKind, today: date) -> mrz.Mrz | None:
    shape = layouts.NUMBER_SHAPES.get(kind, ("",))[0]
    fmt = mrz.MrzFormat.TD3 if kind is K.PASSAPORTO else mrz.MrzFormat.TD1
    count, length = mrz.LINE_COUNT[fmt], mrz.LINE_LENGTH[fmt]
    # The page's own reading of the zone, where its lines came out whole.
    page_lines = [
        compact
        for line in page.lines
        if len(compact := "".join(line.text.split()).upper()) == length and "<" in compact
    ][-count:]
    box = _mrz_box(page, picture.width, picture.height)
    if box is None:
        return mrz.find_mrz(page_lines, today=today, number_shape=shape)
    readings = []
    for lang in ("ita", "eng"):
        # A names line is mostly filler, which OCR may merge into a few glyphs.
        glyphs = [line for line in reader().mrz_glyphs(picture, box, lang) if len(line) >= 8]
        lines = mrz.place_glyphs(glyphs[-count:], length)
        if len(lines) == count - 1 and fmt is mrz.MrzFormat.TD1:
            # The names line lost: the number and dates lines still carry their checks.
            lines.append(mrz.FILLER * length)
        readings.append(lines)
        found = mrz.find_mrz(readings[0], today=today, number_shape=shape)
        if found is not None and found.checks.all_passed:
            return found
    lines = mrz.reconcile(readings[0], readings[1], fmt, today=today, number_shape=shape)
    lines = mrz.reconcile(lines, page_lines, fmt, today=today, number_shape=shape)
    lines = mrz.repair_number(lines, fmt, today=today, number_shape=shape)
    return mrz.find_mrz(lines, today=today, number_shape=shape)


def _from_mrz(found: mrz.Mrz) -> dict[str, object]:
    # A field's own check digit lets one misread in ten through; the composite check digit,
    # over the number and both dates, must agree too. Names have no check digit: they count
    # when every check passed (the zone was read cleanly).
    values: dict[str, object] = {}
    if not found.checks.composite:
        return values
    if found.checks.document_number:
        values["numeroDocumento"] = found.document_number
    if found.checks.birth_date and found.birth_date:
        values["dataNascita"] = found.birth_date
    if found.checks.expiry_date and found.expiry_date:
        values["dataScadenza"] = found.expiry_date
    if found.checks.all_passed:
        surname, given = fields.parse_name(found.surname), fields.parse_name(found.given_names)
        if surname and given:
            values["cognome"], values["nome"] = surname, given
    return values


_LICENCE_NUMBERING: Final = re.compile(r"^(?:[1235IL]|4 ?[ABC])[.,]?(?: |$)")


def _licence(page: Page, values: dict[str, object], today: date) -> None:
    """The EU licence numbers its fields (1. surname, 2. name, 3. birth date and place,
    4a. issue, 4b. expiry, 4c. authority, 5. number) in this fixed order, right of the photo.
    OCR often drops the small numbers, so the fields are read by their order: the two name
    rows above the first date, then the birth, issue and expiry dates, then the number."""
    rows = [
        (line, _LICENCE_NUMBERING.sub("", fields.normalise(line.text)))
        for line in page.lines
        if line.box.left > 0.28 * page.width and line.box.top > 0.15 * page.height
    ]
    dated = [
        (index, found)
        for index, (_, text) in enumerate(rows)
        if (found := fields.parse_date(text, today=today)) is not None
    ]
    if len(dated) < 3:
        return
    (birth_row, _), (_, issued), (_, expiry) = dated[:3]
    names = [fields.parse_name(text) for _, text in rows[:birth_row]]
    if len(names) == 2 and all(names):
        values["cognome"], values["nome"] = names
    birth = fields.parse_date(rows[birth_row][1], today=today, past=True)
    if birth:
        values["dataNascita"] = birth
    if issued < expiry:
        values["dataRilascio"], values["dataScadenza"] = issued, expiry
    for _, text in rows[birth_row + 1 :]:
        number = fields.parse_document_number(text, layouts.NUMBER_SHAPES[K.PATENTE])
        if number:
            values["numeroDocumento"] = number
            break


def _cie_number(page: Page, values: dict[str, object]) -> None:
    # The CIE prints its number, unlabelled, in red at the top right.
    top = [line for line in page.lines if line.box.top < 0.2 * page.height]
    for line in top:
        found = fields.parse_document_number(line.text, layouts.NUMBER_SHAPES[K.CIE])
        if found:
            values["numeroDocumento"] = found
            return


def _issuing_comune(page: Page, values: dict[str, object]) -> None:
    # The paper card's issue page names the comune with its province: "MILANO (MI)".
    for line in page.lines:
        match = re.fullmatch(r"([A-Z' ]{2,40}?) ?\( ?([A-Z]{2}) ?\)", fields.normalise(line.text))
        if match:
            values["comuneRilascio"] = match.group(1).strip()
            values["provinciaRilascio"] = match.group(2)
            return


def _payslip_extras(page: Page, values: dict[str, object]) -> None:
    for line in page.lines[:6]:
        company = fields.parse_company(line.text)
        if company:
            values["datoreLavoro"] = company
            break
    label = page.find(r"DIPENDENTE|COGNOME E NOME")
    run = page.below(label) if label else None
    full = run.text if run else None
    code = values.get("codiceFiscale")
    if full and isinstance(code, str):
        split = fields.split_full_name(fields.normalise(full), code)
        if split:
            values["cognome"], values["nome"] = split


def recognise(photo: Image.Image, kind: DocumentKind, side: Side, *, today: date) -> Recognised:
    """What one side of a document shows. `kind` and `side` are what the applicant said they
    upload: they set the reading size, and they read a side whose own signs say nothing."""
    if min(photo.size) < layouts.MIN_SIDE:
        return Recognised()
    picture = image.straighten(photo, width=layouts.WIDTH[kind])
    lines = reader().lines(picture, page=kind is K.BUSTA_PAGA)
    page = Page(lines, width=picture.width, height=picture.height)
    shown = layouts.detect(page)
    if shown and shown[0] is not kind:
        # Another document than the one asked for: its kind is enough to refuse it.
        return Recognised(kind=shown[0], side=shown[1])
    read_kind, read_side = shown or (kind, side)
    values = _read_rules(page, picture, layouts.rules(today).get((read_kind, read_side), ()))
    verified = False
    if (read_kind, read_side) in layouts.MRZ_SIDES:
        found = _read_mrz(page, picture, read_kind, today)
        if found is not None:
            for name, value in _from_mrz(found).items():
                printed = values.get(name)
                # The MRZ has no apostrophe: the printed "D'ANGELO" is kept when it agrees.
                if not (isinstance(printed, str) and fields.same_letters(printed, str(value))):
                    values[name] = value
            verified = found.checks.all_passed
    if read_kind is K.TESSERA_SANITARIA and read_side is Side.FRONTE:
        # The barcode is printed small: read at the photo's own resolution first.
        code = barcode.read_fiscal_code(photo) or barcode.read_fiscal_code(picture)
        if code:
            values["codiceFiscale"] = code
    if (read_kind, read_side) == (K.CIE, Side.FRONTE):
        _cie_number(page, values)
    if (read_kind, read_side) == (K.PATENTE, Side.FRONTE):
        _licence(page, values, today)
    if (read_kind, read_side) == (K.CARTA_IDENTITA, Side.RETRO):
        _issuing_comune(page, values)
    if read_kind is K.BUSTA_PAGA:
        _payslip_extras(page, values)
    if "codiceFiscale" not in values and (read_kind, read_side) in layouts.FISCAL_CODE_SIDES:
        # Its label misread ("CODICE FIS ALE"): a fiscal code is recognisable anywhere, by
        # its shape and check character.
        for line in page.lines:
            code = fields.parse_fiscal_code(line.text)
            if code:
                values["codiceFiscale"] = code
                break
    values = fields.agree_with_fiscal_code(values)
    log.debug("recognised %s %s: %s", read_kind, read_side, sorted(values))
    return Recognised.model_validate(
        {
            "kind": shown[0] if shown else None,
            "side": shown[1] if shown else None,
            "mrzVerificato": verified,
            **values,
        }
    )
