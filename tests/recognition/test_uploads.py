"""Uploads of the documents step: the bytes decide the type, limits hold, nothing else is kept."""

import io
import struct
import zlib

import pillow_heif
import pytest
from PIL import Image
from pypdf import PdfReader, PdfWriter
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen.canvas import Canvas

from journey import messages
from recognition.uploads import (
    MAX_SIDE,
    MAX_UPLOAD_BYTES,
    UploadRefused,
    UploadType,
    clean_upload,
    require_content,
)


def _encoded(image: Image.Image, fmt: str, **options: object) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, fmt, **options)
    return buffer.getvalue()


def _photo(size: tuple[int, int] = (64, 32)) -> Image.Image:
    image = Image.new("RGB", size, "white")
    image.paste((200, 30, 30), (0, 0, size[0] // 2, size[1]))
    return image


def _png_header_only(width: int, height: int) -> bytes:
    """A PNG whose header claims width × height pixels, with a few bytes of data behind it."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        crc = zlib.crc32(kind + body) & 0xFFFFFFFF
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)

    ihdr = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    idat = zlib.compress(b"\x00" * 1024)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


def _pdf(password: str | None = None) -> bytes:
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=A4)
    canvas.setFont("Helvetica", 24)
    canvas.drawString(72, 760, "CEDOLINO PAGA")
    canvas.showPage()
    canvas.save()
    if password is None:
        return buffer.getvalue()
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(buffer.getvalue())))
    writer.encrypt(password)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


@pytest.mark.parametrize(
    ("data", "kind"),
    [
        (_encoded(_photo(), "JPEG"), UploadType.JPEG),
        (_encoded(_photo(), "PNG"), UploadType.PNG),
        (_encoded(_photo().convert("RGBA"), "PNG"), UploadType.PNG),
        (_encoded(_photo().convert("P"), "PNG"), UploadType.PNG),
    ],
)
def test_images_come_out_as_rgb_and_a_clean_jpeg(data: bytes, kind: UploadType) -> None:
    clean = clean_upload(data)
    assert clean.source_type is kind
    assert clean.image.mode == "RGB" and clean.image.size == (64, 32)
    stored = Image.open(io.BytesIO(clean.jpeg))
    assert stored.format == "JPEG" and stored.size == (64, 32)


def test_heic_from_a_phone_is_read() -> None:
    heif = pillow_heif.from_pillow(_photo())
    buffer = io.BytesIO()
    heif.save(buffer, quality=80)
    clean = clean_upload(buffer.getvalue())
    assert clean.source_type is UploadType.HEIC
    assert clean.image.size == (64, 32)


def test_pdf_first_page_is_rendered_at_200_dpi() -> None:
    clean = clean_upload(_pdf())
    assert clean.source_type is UploadType.PDF
    # A4 is 595 × 842 points: at 200 dpi about 1654 × 2339 pixels.
    assert clean.image.size == pytest.approx((1654, 2339), abs=2)
    # The drawn text is there: some pixels are dark.
    assert clean.image.convert("L").getextrema()[0] < 100


def test_a_pdf_scanned_front_and_back_gives_the_page_asked_for() -> None:
    """Page 0 for the front, page 1 for the back; a one-page PDF gives its only page."""
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=A4)
    canvas.drawString(72, 760, "FRONTE")
    canvas.showPage()
    canvas.setFillGray(0)
    canvas.rect(0, 0, 595, 842, fill=1)  # the back page: all dark
    canvas.showPage()
    canvas.save()
    front, back = (clean_upload(buffer.getvalue(), page=page) for page in (0, 1))
    assert _mean(front.image) > 200 and _mean(back.image) < 50
    beyond = clean_upload(buffer.getvalue(), page=5)
    assert _mean(beyond.image) < 50
    only = clean_upload(_pdf(), page=1)
    assert only.jpeg == clean_upload(_pdf()).jpeg


def _mean(image: Image.Image) -> float:
    grey = image.convert("L")
    return sum(grey.getdata()) / (grey.width * grey.height)


def test_exif_orientation_applied_then_every_metadata_block_dropped() -> None:
    exif = Image.Exif()
    exif[0x0112] = 6  # Orientation: the phone was held sideways; show rotated 90° clockwise
    exif[0x010F] = "PhoneMaker"  # Make
    exif[0x8825] = {1: "N", 2: (45.0, 28.0, 0.0)}  # GPS position of the applicant's home
    data = _encoded(_photo(), "JPEG", exif=exif, comment=b"taken at home")
    clean = clean_upload(data)
    assert clean.image.size == (32, 64)
    stored = Image.open(io.BytesIO(clean.jpeg))
    assert not stored.getexif()
    assert "exif" not in stored.info and "comment" not in stored.info
    assert b"PhoneMaker" not in clean.jpeg and b"taken at home" not in clean.jpeg


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", messages.DOCUMENTO_FILE_VUOTO),
        (_encoded(_photo(), "GIF"), messages.DOCUMENTO_FORMATO_NON_SUPPORTATO),
        (_encoded(_photo(), "BMP"), messages.DOCUMENTO_FORMATO_NON_SUPPORTATO),
        (b"COGNOME ROSSI\nNOME MARIO\n", messages.DOCUMENTO_FORMATO_NON_SUPPORTATO),
        (b"<svg xmlns='http://www.w3.org/2000/svg'/>", messages.DOCUMENTO_FORMATO_NON_SUPPORTATO),
        (b"\xff\xd8\xff" + b"\0" * (MAX_UPLOAD_BYTES - 2), messages.DOCUMENTO_TROPPO_PESANTE),
        (b"\xff\xd8\xff" + b"\0" * (30 * 1024 * 1024), messages.DOCUMENTO_TROPPO_PESANTE),
        (_encoded(_photo((800, 600)), "JPEG")[:2000], messages.DOCUMENTO_DANNEGGIATO),
        (b"\xff\xd8\xff\xe0 not really a jpeg", messages.DOCUMENTO_DANNEGGIATO),
        (_encoded(_photo(), "PNG")[:60], messages.DOCUMENTO_DANNEGGIATO),
        (b"%PDF-1.7\n garbage", messages.DOCUMENTO_DANNEGGIATO),
        (_pdf(password="segreta"), messages.DOCUMENTO_PDF_PROTETTO),
        # 7,000 × 7,000 = 49 megapixels: over our 40, under Pillow's own limit.
        (_png_header_only(7_000, 7_000), messages.DOCUMENTO_TROPPO_GRANDE),
        # 10,000 × 10,000: Pillow warns (over MAX_IMAGE_PIXELS); the warning is an error here.
        (_png_header_only(10_000, 10_000), messages.DOCUMENTO_TROPPO_GRANDE),
        # 100,000 × 100,000 in a few hundred bytes: Pillow's decompression-bomb error.
        (_png_header_only(100_000, 100_000), messages.DOCUMENTO_TROPPO_GRANDE),
        # A tenth of a megapixel, but a strip JPEG cannot hold (a review's upload, then a 500).
        (_encoded(Image.new("L", (1, 100_000)), "PNG"), messages.DOCUMENTO_LATO_TROPPO_LUNGO),
        (
            _encoded(Image.new("RGB", (MAX_SIDE + 1, 2)), "PNG"),
            messages.DOCUMENTO_LATO_TROPPO_LUNGO,
        ),
    ],
    ids=[
        "empty",
        "gif",
        "bmp",
        "text-renamed-jpg",
        "svg",
        "just-over-10MB",
        "30MB",
        "truncated-jpeg",
        "jpeg-magic-only",
        "truncated-png",
        "broken-pdf",
        "password-pdf",
        "49-megapixels",
        "100-megapixels-bomb-warning",
        "10-gigapixels-bomb",
        "strip-100000-high",
        "side-just-over-the-limit",
    ],
)
def test_refusals_carry_the_catalogue_message(data: bytes, message: str) -> None:
    with pytest.raises(UploadRefused) as refused:
        clean_upload(data)
    assert refused.value.message == message


def test_a_side_at_the_limit_is_kept() -> None:
    clean = clean_upload(_encoded(Image.new("RGB", (MAX_SIDE, 2), "white"), "PNG"))
    assert clean.image.size == (MAX_SIDE, 2)


@pytest.mark.parametrize(
    "page",
    [
        Image.new("RGB", (1240, 1754), "white"),
        Image.new("RGB", (1200, 800), "black"),
        # A grey sheet photographed: JPEG's noise and a soft shadow, nothing printed.
        Image.linear_gradient("L").resize((1200, 800)).point(lambda v: 150 + v // 16),
    ],
    ids=["white A4", "covered lens", "grey sheet with a shadow"],
)
def test_a_page_that_shows_nothing_is_refused(page: Image.Image) -> None:
    image = clean_upload(_encoded(page, "JPEG", quality=60)).image
    with pytest.raises(UploadRefused) as refused:
        require_content(image)
    assert refused.value.message == messages.DOCUMENTO_SENZA_CONTENUTO


def test_a_card_scanned_alone_on_an_a4_page_shows_something() -> None:
    """An ID card (85.6 × 54 mm) in the corner of a white A4 scan: 7 % of the page."""
    page = Image.new("RGB", (1654, 2339), "white")
    page.paste((170, 190, 215), (120, 120, 120 + 674, 120 + 425))
    require_content(clean_upload(_encoded(page, "JPEG", quality=80)).image)


def test_a_printed_pdf_page_shows_something() -> None:
    require_content(clean_upload(_pdf()).image)
