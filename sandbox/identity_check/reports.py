"""The two reports of a check, computed from what was uploaded: the document is read by the
product's own text recognition, the selfie is looked at for being a picture at all.

Test data drive outcomes as well (sandbox/README.md): last name "Considera" makes the document
report `consider` (suspected).
"""

import io
from dataclasses import dataclass, field
from datetime import date
from typing import Any, Final

from PIL import Image, ImageStat

from recognition.cards import recognise
from recognition.fields import same_letters
from recognition.models import DocumentKind, Recognised, Side, merge_sides

CONSIDER_SURNAME: Final = "CONSIDERA"
# The kinds a document type may be read as: an Italian identity card is a CIE or a paper card.
KINDS: Final = {
    "national_identity_card": (DocumentKind.CIE, DocumentKind.CARTA_IDENTITA),
    "passport": (DocumentKind.PASSAPORTO,),
    "driving_licence": (DocumentKind.PATENTE,),
    "residence_permit": (DocumentKind.PERMESSO_SOGGIORNO,),
}
SIDE: Final = {"front": Side.FRONTE, "back": Side.RETRO}
# Grey levels' standard deviation below which a photo is blank (a covered lens, a white wall):
# JPEG noise on a flat picture stays under 3. Chromium's fake camera (a dark green frame with
# light corners, a clock and a turning wedge) measures 12 when its wedge is thinnest.
MIN_PICTURE_STDDEV: Final = 6.0
MIN_PICTURE_SIDE: Final = 64


@dataclass
class Outcome:
    result: str
    sub_result: str | None = None
    breakdown: dict[str, Any] = field(default_factory=dict)
    properties: dict[str, Any] = field(default_factory=dict)


@dataclass
class Person:
    first_name: str
    last_name: str
    dob: str  # YYYY-MM-DD


def _item(ok: bool, reason: str | None = None) -> dict[str, Any]:
    entry: dict[str, Any] = {"result": "clear" if ok else "consider"}
    if not ok and reason:
        entry["properties"] = {"reason": reason}
    return entry


def _group(items: dict[str, dict[str, Any]]) -> dict[str, Any]:
    ok = all(item["result"] == "clear" for item in items.values())
    return {"result": "clear" if ok else "consider", "breakdown": items}


def _read_side(content: bytes, document_type: str, side: str, today: date) -> Recognised:
    kinds = KINDS[document_type]
    photo = Image.open(io.BytesIO(content)).convert("RGB")
    read = recognise(photo, kinds[0], SIDE[side], today=today)
    if read.kind in kinds[1:]:
        # The other card of the same type (a paper identity card, not a CIE): read as that.
        read = recognise(photo, read.kind, SIDE[side], today=today)
    return read


def read_document(
    document_type: str, front: bytes, back: bytes | None, today: date
) -> tuple[Recognised, bool]:
    """What the sides show, merged, and whether they are the document type said."""
    read = _read_side(front, document_type, "front", today)
    if back is not None:
        read = merge_sides(read, _read_side(back, document_type, "back", today))
    expected = read.kind is None or read.kind in KINDS[document_type]
    return read, expected


def _gender(fiscal_code: str | None) -> str | None:
    # The fiscal code's day of birth is raised by 40 for women.
    if not fiscal_code or not fiscal_code[9:11].isdigit():
        return None
    return "Female" if int(fiscal_code[9:11]) > 40 else "Male"


def document_properties(document_type: str, read: Recognised) -> dict[str, Any]:
    numbers = (
        [{"type": "document_number", "value": read.numeroDocumento}] if read.numeroDocumento else []
    )
    return {
        "document_type": document_type,
        "issuing_country": "ITA",
        "document_numbers": numbers,
        "first_name": read.nome,
        "last_name": read.cognome,
        "date_of_birth": read.dataNascita.isoformat() if read.dataNascita else None,
        "date_of_expiry": read.dataScadenza.isoformat() if read.dataScadenza else None,
        "issuing_date": read.dataRilascio.isoformat() if read.dataRilascio else None,
        "place_of_issue": read.comuneRilascio,
        "gender": _gender(read.codiceFiscale),
        "nationality": None,
    }


def document_outcome(
    person: Person, document_type: str, read: Recognised, expected_type: bool, today: date
) -> Outcome:
    """Onfido's document report: clear only for a readable, valid document of this person."""
    readable = read.numeroDocumento is not None
    quality = {
        "image_quality": _item(readable, "the document number could not be read"),
        "supported_document": _item(expected_type, f"the document is not a {document_type}"),
    }
    comparison = {
        "first_name": _item(
            read.nome is not None and same_letters(read.nome, person.first_name),
            "the first name read differs from the applicant's" if read.nome else "not read",
        ),
        "last_name": _item(
            read.cognome is not None and same_letters(read.cognome, person.last_name),
            "the last name read differs from the applicant's" if read.cognome else "not read",
        ),
        "date_of_birth": _item(
            read.dataNascita is not None and read.dataNascita.isoformat() == person.dob,
            "the birth date read differs from the applicant's" if read.dataNascita else "not read",
        ),
    }
    expired = read.dataScadenza is not None and read.dataScadenza < today
    validation = {
        "document_numbers": _item(readable, "not read"),
        "expiry_date": _item(
            read.dataScadenza is not None and not expired,
            "the document has expired" if expired else "not read",
        ),
    }
    suspected = same_letters(person.last_name, CONSIDER_SURNAME)
    authenticity = {
        "original_document_present": _item(
            not suspected, "test data: the applicant's last name is Considera"
        )
    }
    breakdown = {
        "image_integrity": _group(quality),
        "data_comparison": _group(comparison),
        "data_validation": _group(validation),
        "visual_authenticity": _group(authenticity),
    }
    properties = document_properties(document_type, read)
    if suspected:
        return Outcome("consider", "suspected", breakdown, properties)
    if breakdown["image_integrity"]["result"] != "clear":
        return Outcome("consider", "rejected", breakdown, properties)
    if any(group["result"] != "clear" for group in breakdown.values()):
        return Outcome("consider", "caution", breakdown, properties)
    return Outcome("clear", "clear", breakdown, properties)


def missing_document(document_type: str) -> Outcome:
    breakdown = {"image_integrity": _group({"image_quality": _item(False, "no front uploaded")})}
    return Outcome(
        "consider", "rejected", breakdown, document_properties(document_type, Recognised())
    )


def facial_outcome(photo: bytes | None) -> Outcome:
    """A selfie is a picture when it is big enough and not one flat colour. This sandbox
    compares no faces: it stands for the provider, whose match the test data cannot fake."""
    picture = False
    if photo is not None:
        image = Image.open(io.BytesIO(photo)).convert("L")
        spread = ImageStat.Stat(image).stddev[0]
        picture = min(image.size) >= MIN_PICTURE_SIDE and spread >= MIN_PICTURE_STDDEV
    integrity = _item(picture, "the live photo is blank")
    breakdown = {
        "image_integrity": _group({"source_integrity": integrity, "face_detected": integrity}),
        "face_comparison": _group({"face_match": _item(picture, "no face to compare")}),
    }
    return Outcome("clear" if picture else "consider", None, breakdown, {})
