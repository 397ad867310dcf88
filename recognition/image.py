"""Before reading: find the document in a photo, straighten it and bring it to reading size.

Phone photos show the card on a table, tilted by a few degrees, under uneven light. Tesseract
reads straight lines of text of a known height best, so the card is cut from its background,
rotated until its text lines are horizontal (the angle that makes the rows of dark pixels
sharpest, a projection profile) and scaled so its text is about as tall as on a 300 dpi scan.
Everything is measured on a small copy; only the final rotation and scale touch full resolution.
"""

from typing import Final

import numpy as np
from numpy.typing import NDArray
from PIL import Image, ImageFilter, ImageOps

ANALYSIS_SIDE: Final = 640
MAX_SKEW_DEGREES: Final = 12.0
# A pixel differs from the table when its colour is this far from the border's (0–255 scale).
BACKGROUND_DISTANCE: Final = 40.0


def _small(image: Image.Image) -> tuple[Image.Image, float]:
    scale = ANALYSIS_SIDE / max(image.size)
    if scale >= 1:
        return image, 1.0
    size = (max(1, round(image.width * scale)), max(1, round(image.height * scale)))
    return image.resize(size, Image.Resampling.BILINEAR, reducing_gap=2.0), scale


def border_colour(image: Image.Image) -> tuple[int, int, int]:
    """The median colour of the outer strip: the table, or the card itself in a scan."""
    pixels = np.asarray(image.convert("RGB"), dtype=np.int16)
    strip = max(2, min(pixels.shape[:2]) // 25)
    border = np.concatenate(
        [
            pixels[:strip].reshape(-1, 3),
            pixels[-strip:].reshape(-1, 3),
            pixels[:, :strip].reshape(-1, 3),
            pixels[:, -strip:].reshape(-1, 3),
        ]
    )
    red, green, blue = (int(v) for v in np.median(border, axis=0))
    return red, green, blue


def document_box(image: Image.Image) -> tuple[int, int, int, int] | None:
    """The box of what differs from the border (the card), in `image`'s pixels; None when the
    image is all document (a scan) or nothing stands out."""
    small, scale = _small(image.convert("RGB"))
    smooth = small.filter(ImageFilter.BoxBlur(2))
    pixels = np.asarray(smooth, dtype=np.float32)
    distance = np.abs(pixels - np.array(border_colour(smooth), dtype=np.float32)).max(axis=2)
    mask = distance > BACKGROUND_DISTANCE
    # A document photographed on a table covers most of the photo; in a scan, what differs
    # from the border (the card's own colour) is only its text and photo, under a third.
    if not 0.3 < mask.mean() < 0.92:
        return None
    # A tilted card covers part of its bounding rows and columns: a fifth of the densest one
    # is enough to count, and keeps stray specks of the table out.
    rows = np.flatnonzero(mask.mean(axis=1) > 0.2 * mask.mean(axis=1).max())
    cols = np.flatnonzero(mask.mean(axis=0) > 0.2 * mask.mean(axis=0).max())
    if rows.size == 0 or cols.size == 0:
        return None
    box = (cols[0], rows[0], cols[-1] + 1, rows[-1] + 1)
    # A document photographed on a table is one solid region; scattered text and a photo on a
    # scan that fills the image are not, and cropping to them would cut the document's edges.
    if mask[box[1] : box[3], box[0] : box[2]].mean() < 0.6:
        return None
    left, top, right, bottom = (round(v / scale) for v in box)
    return left, top, min(right, image.width), min(bottom, image.height)


def _ink(gray: Image.Image) -> NDArray[np.bool_]:
    # Dark strokes against their neighbourhood: survives uneven light, which a global
    # threshold does not.
    local = np.asarray(gray.filter(ImageFilter.BoxBlur(8)), dtype=np.int16)
    return np.asarray(gray, dtype=np.int16) < local - 18


def _sharpness(ink: Image.Image, angle: float) -> float:
    rows = np.asarray(ink.rotate(angle, resample=Image.Resampling.NEAREST), dtype=np.float32)
    profile = rows.sum(axis=1)
    return float(np.square(np.diff(profile)).sum())


def skew_angle(image: Image.Image) -> float:
    """The rotation (degrees, counter-clockwise) that makes the text lines horizontal."""
    small, _ = _small(image.convert("L"))
    ink = Image.fromarray(_ink(small).astype(np.uint8) * 255)
    best = max(
        np.arange(-MAX_SKEW_DEGREES, MAX_SKEW_DEGREES + 0.01, 1.0), key=lambda a: _sharpness(ink, a)
    )
    fine = np.arange(best - 0.9, best + 0.91, 0.15)
    return float(max(fine, key=lambda a: _sharpness(ink, a)))


def straighten(image: Image.Image, *, width: int) -> Image.Image:
    """The document cut from its background, deskewed, `width` pixels wide, in greyscale."""
    loose = document_box(image)
    card = image.crop(loose) if loose else image
    angle = skew_angle(card)
    if abs(angle) >= 0.3:
        fill = border_colour(image) if loose else border_colour(card)
        card = card.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True, fillcolor=fill)
        tight = document_box(card)
        if tight:
            # The card's rim, its shadow and the corners the rotation filled are no text.
            left, top, right, bottom = tight
            inset_x, inset_y = (right - left) // 80, (bottom - top) // 80
            card = card.crop((left + inset_x, top + inset_y, right - inset_x, bottom - inset_y))
    gray = ImageOps.grayscale(card)
    scale = width / gray.width
    height = max(1, round(gray.height * scale))
    # Never more than twice the photo's own pixels: enlarging invents no detail.
    if scale > 2:
        scale = 2
        width, height = gray.width * 2, gray.height * 2
    sized = gray.resize((width, height), Image.Resampling.BICUBIC, reducing_gap=3.0)
    return flatten_light(sized)


def flatten_light(gray: Image.Image) -> Image.Image:
    """The page divided by its own light: a phone's uneven lighting makes one global threshold
    (tesseract's Otsu) drop the text in the darker half; after this, paper is white throughout.
    The light is the local maximum (text strokes are thinner than the window), measured on an
    eighth-size copy so that it costs milliseconds."""
    small = gray.reduce(8)
    light = small.filter(ImageFilter.MaxFilter(5)).filter(ImageFilter.BoxBlur(2))
    light = light.resize(gray.size, Image.Resampling.BILINEAR)
    pixels = np.asarray(gray, dtype=np.float32)
    level = np.maximum(np.asarray(light, dtype=np.float32), 1.0)
    return Image.fromarray(np.clip(pixels / level * 255.0, 0, 255).astype(np.uint8))
