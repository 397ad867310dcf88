"""Recognition end to end on synthetic documents: every field read right, or left empty.

One document per kind, as a scan and as a phone photo (tilted, on a table, uneven light, blur,
a phone's JPEG); the seed is fixed, so each run reads the same pixels. `make bench` measures
the same on a larger set (docs/benchmarks.md).
"""

import io
from datetime import date
from functools import cache

import numpy as np
import pytest
from PIL import Image

from journey import messages
from recognition.cards import recognise
from recognition.checks import Applicant, check_document
from recognition.models import FIELDS, DocumentKind, Recognised, Side, merge_sides
from recognition.ocr import reader
from recognition.uploads import clean_upload
from tests.recognition import synthetic

TODAY = date(2026, 11, 23)
SEED = 1


@cache
def _samples(kind: DocumentKind, phone: bool) -> tuple[synthetic.Sample, ...]:
    return tuple(synthetic.samples(kind, SEED, today=TODAY, phone=phone))


@pytest.mark.parametrize("phone", [False, True], ids=["scan", "phone"])
@pytest.mark.parametrize("kind", list(DocumentKind), ids=[k.name for k in DocumentKind])
def test_every_field_of_every_side_is_read(kind: DocumentKind, phone: bool) -> None:
    for sample in _samples(kind, phone):
        read = recognise(sample.image, kind, sample.side, today=TODAY)
        assert (read.kind, read.side) == (kind, sample.side)
        found = {name: getattr(read, name) for name in sample.truth}
        assert found == sample.truth, f"{kind.name} {sample.side}"
        # Nothing is read that the side does not show.
        assert all(getattr(read, name) is None for name in FIELDS if name not in sample.truth)


def test_both_sides_of_a_cie_make_one_identity_document() -> None:
    front, back = (
        recognise(sample.image, DocumentKind.CIE, sample.side, today=TODAY)
        for sample in _samples(DocumentKind.CIE, True)
    )
    who = _samples(DocumentKind.CIE, True)[0].person
    document = merge_sides(front, back)
    assert document.mrzVerificato
    assert (document.cognome, document.nome, document.codiceFiscale) == (
        who.cognome,
        who.nome,
        who.codiceFiscale,
    )
    assert document.numeroDocumento and document.dataRilascio and document.comuneRilascio
    applicant = Applicant(codiceFiscale=who.codiceFiscale, cognome=who.cognome, nome=who.nome)
    assert (
        check_document(
            document, kind=DocumentKind.CIE, side=Side.FRONTE, applicant=applicant, today=TODAY
        )
        == []
    )


def test_a_photo_nobody_could_read_gives_empty_fields_not_guesses() -> None:
    sample = _samples(DocumentKind.CIE, False)[0]
    read = recognise(synthetic.unreadable(sample.image), DocumentKind.CIE, Side.FRONTE, today=TODAY)
    assert all(getattr(read, name) is None for name in FIELDS)
    assert not read.mrzVerificato


@pytest.mark.parametrize(
    "picture",
    [
        Image.new("RGB", (1, 1)),
        Image.new("RGB", (800, 600), "white"),
        Image.new("RGB", (3000, 120), "black"),
        Image.fromarray(np.random.default_rng(1).integers(0, 255, (600, 900, 3), dtype=np.uint8)),
    ],
    ids=["one-pixel", "blank", "black-strip", "noise"],
)
def test_no_document_at_all_reads_nothing_and_raises_nothing(picture: Image.Image) -> None:
    for kind in DocumentKind:
        read = recognise(picture, kind, Side.RETRO, today=TODAY)
        assert read == Recognised(), kind


def test_the_back_uploaded_as_the_front_is_told_apart() -> None:
    back = _samples(DocumentKind.CIE, True)[1]
    read = recognise(back.image, DocumentKind.CIE, Side.FRONTE, today=TODAY)
    assert read.side is Side.RETRO
    applicant = Applicant(
        codiceFiscale=back.person.codiceFiscale, cognome=back.person.cognome, nome=back.person.nome
    )
    assert check_document(
        read, kind=DocumentKind.CIE, side=Side.FRONTE, applicant=applicant, today=TODAY
    ) == [messages.DOCUMENTO_FRONTE_ATTESO]


def test_another_document_than_the_one_chosen_is_told_apart() -> None:
    health_card = _samples(DocumentKind.TESSERA_SANITARIA, False)[0]
    read = recognise(health_card.image, DocumentKind.CIE, Side.FRONTE, today=TODAY)
    assert read.kind is DocumentKind.TESSERA_SANITARIA
    assert all(getattr(read, name) is None for name in FIELDS)


def test_a_phone_photo_taken_sideways_is_read_after_its_exif_rotation() -> None:
    sample = _samples(DocumentKind.TESSERA_SANITARIA, True)[0]
    sideways = sample.image.rotate(90, expand=True)  # the sensor's own orientation
    exif = Image.Exif()
    exif[0x0112] = 6  # show rotated 90° clockwise
    buffer = io.BytesIO()
    sideways.save(buffer, "JPEG", quality=85, exif=exif)
    upload = clean_upload(buffer.getvalue())
    read = recognise(upload.image, DocumentKind.TESSERA_SANITARIA, Side.FRONTE, today=TODAY)
    assert read.codiceFiscale == sample.person.codiceFiscale


def test_a_payslip_pdf_is_read_from_its_first_page() -> None:
    sample = _samples(DocumentKind.BUSTA_PAGA, False)[0]
    buffer = io.BytesIO()
    sample.image.save(buffer, "PDF", resolution=150)
    upload = clean_upload(buffer.getvalue())
    read = recognise(upload.image, DocumentKind.BUSTA_PAGA, Side.FRONTE, today=TODAY)
    assert read.nettoInCentesimi == sample.truth["nettoInCentesimi"]
    assert read.codiceFiscale == sample.person.codiceFiscale


def test_one_tesseract_per_process() -> None:
    assert reader() is reader()
