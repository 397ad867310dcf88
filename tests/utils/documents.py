"""The files a person picks on the documents pages: their own documents, drawn by the synthetic
generator of the recognition tests (tests/recognition/synthetic.py), as JPEG photos."""

import io
import random
from datetime import date
from pathlib import Path

from codicefiscale import codicefiscale
from PIL import Image

from recognition.models import DocumentKind, Side
from tests.recognition.synthetic import LAYOUTS, Person, phone_photo, unreadable


def mario_rossi_person() -> Person:
    """The applicant of tests/utils/applicants.mario_rossi: born in Milan on 10/12/1985."""
    return Person(
        cognome="ROSSI",
        nome="MARIO",
        sesso="M",
        dataNascita=date(1985, 12, 10),
        luogoNascita="MILANO",
        provinciaNascita="MI",
        codiceFiscale="RSSMRA85T10F205R",
        comuneResidenza=("MILANO", "MI"),
    )


def foreign_person() -> Person:
    """A Romanian citizen living in Rome, with a fiscal code of a person born abroad."""
    code = codicefiscale.encode(
        lastname="POPESCU",
        firstname="ANDREI",
        gender="M",
        birthdate="21/04/1990",
        birthplace="Romania",
    )
    return Person(
        cognome="POPESCU",
        nome="ANDREI",
        sesso="M",
        dataNascita=date(1990, 4, 21),
        luogoNascita="ROMANIA",
        provinciaNascita="EE",
        codiceFiscale=code,
        nazionalita="ROU",
        comuneResidenza=("ROMA", "RM"),
    )


def photos(
    folder: Path,
    kind: DocumentKind,
    who: Person,
    *,
    phone: bool = False,
    blurred: bool = False,
    seed: int = 1,
) -> dict[Side, Path]:
    """Every side of `who`'s document of `kind`, saved as JPEG files in `folder`."""
    rng = random.Random(f"browser-{kind.value}-{seed}")
    sides = LAYOUTS[kind](rng, who, date.today())
    files: dict[Side, Path] = {}
    for side, (image, _) in sides.items():
        if phone:
            image = phone_photo(image, rng)
        if blurred:
            image = unreadable(image)
        path = folder / f"{kind.name.lower()}-{side.value}.jpg"
        image.convert("RGB").save(path, "JPEG", quality=90)
        files[side] = path
    return files


def big_file(folder: Path, megabytes: int = 30) -> Path:
    """A JPEG-looking file far over the 10 MB limit."""
    path = folder / "foto-enorme.jpg"
    path.write_bytes(b"\xff\xd8\xff\xe0" + b"\0" * (megabytes * 1024 * 1024))
    return path


def truncated_jpeg(folder: Path) -> Path:
    """A photo cut off half-way, as an interrupted transfer leaves it."""
    out = io.BytesIO()
    Image.new("RGB", (1200, 800), (200, 180, 160)).save(out, "JPEG", quality=95)
    path = folder / "foto-interrotta.jpg"
    path.write_bytes(out.getvalue()[: len(out.getvalue()) // 3])
    return path


def text_file(folder: Path) -> Path:
    path = folder / "appunti.txt"
    path.write_text("Questo non è un documento d'identità.\n")
    return path
