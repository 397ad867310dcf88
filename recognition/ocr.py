"""Tesseract through tesserocr: words with their boxes, grouped into lines, and the MRZ's lines.

Creating a `PyTessBaseAPI` loads the language model (a quarter of a second and tens of MB), so a
process keeps one reader and reuses it; tesseract is not thread-safe, so a lock serialises the
calls (the activity worker runs as many processes as it has cores, not threads).
"""

import os
import threading
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Final

import tesserocr
from PIL import Image

from recognition.mrz import Glyph

# Debian's tesseract-ocr-ita and -eng install here (tesseract 5 reads the 4.x LSTM models).
TESSDATA_DIRS: Final = (
    "/usr/share/tesseract-ocr/5/tessdata",
    "/usr/share/tesseract-ocr/4.00/tessdata",
    "/usr/share/tessdata",
)
MRZ_CHARACTERS: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<"
MIN_WORD_HEIGHT: Final = 5
# The MRZ is read enlarged: at a 300 dpi scan's size its OCR-B is a little small for
# tesseract's models (measured on the synthetic set: 33 of 36 zones whole at 1.4, 26 at 1).
MRZ_SCALE: Final = 1.4


class TessdataMissing(RuntimeError):
    """The Italian data is not installed: `make install` installs it from Debian."""


@dataclass(frozen=True)
class Box:
    left: int
    top: int
    right: int
    bottom: int

    @property
    def height(self) -> int:
        return self.bottom - self.top

    @property
    def middle(self) -> float:
        return (self.top + self.bottom) / 2

    def union(self, other: "Box") -> "Box":
        return Box(
            min(self.left, other.left),
            min(self.top, other.top),
            max(self.right, other.right),
            max(self.bottom, other.bottom),
        )


@dataclass(frozen=True)
class Word:
    text: str
    box: Box
    confidence: float


@dataclass(frozen=True)
class Line:
    words: tuple[Word, ...]

    @property
    def text(self) -> str:
        return " ".join(word.text for word in self.words)

    @property
    def box(self) -> Box:
        box = self.words[0].box
        for word in self.words[1:]:
            box = box.union(word.box)
        return box


def tessdata_path() -> str:
    """Where the traineddata files are: TESSDATA_PREFIX (tesseract's own variable) or Debian's."""
    candidates = [os.environ.get("TESSDATA_PREFIX", ""), *TESSDATA_DIRS]
    for candidate in candidates:
        if candidate and (Path(candidate) / "ita.traineddata").is_file():
            return candidate.rstrip("/") + "/"
    raise TessdataMissing(
        "tesseract's Italian data is missing: run `make install` (Debian tesseract-ocr-ita)"
    )


class Reader:
    """The tesseract engines a process keeps, each set up once: Italian for a side's text and
    for a second look at one value's line, Italian and English with the MRZ alphabet only for
    the machine-readable zone."""

    def __init__(self) -> None:
        path = tessdata_path()
        # Leptonica prints to stderr when a region touches the image's edge; nothing to act on.
        tesserocr.set_leptonica_log_level(tesserocr.LeptLogLevel.NONE)
        self._lock = threading.Lock()
        self._text = tesserocr.PyTessBaseAPI(
            path=path, lang="ita", psm=tesserocr.PSM.SPARSE_TEXT, oem=tesserocr.OEM.LSTM_ONLY
        )
        # Two models misread different characters of the MRZ; its check digits choose.
        self._mrz = {
            lang: tesserocr.PyTessBaseAPI(
                path=path, lang=lang, psm=tesserocr.PSM.SINGLE_BLOCK, oem=tesserocr.OEM.LSTM_ONLY
            )
            for lang in ("ita", "eng")
        }
        for api in self._mrz.values():
            api.SetVariable("tessedit_char_whitelist", MRZ_CHARACTERS)
        self._line = tesserocr.PyTessBaseAPI(
            path=path, lang="ita", psm=tesserocr.PSM.SINGLE_LINE, oem=tesserocr.OEM.LSTM_ONLY
        )

    def lines(self, image: Image.Image, *, page: bool = False) -> list[Line]:
        """The words tesseract finds, grouped into lines top to bottom, left to right.

        A card's labels and values are scattered blocks, which sparse-text segmentation finds
        best; a page (a payslip) has columns and framed boxes that sparse mode skips, so it
        gets tesseract's full layout analysis.
        """
        psm = tesserocr.PSM.AUTO if page else tesserocr.PSM.SPARSE_TEXT
        with self._lock:
            self._text.SetPageSegMode(psm)
            self._text.SetImage(image)
            self._text.Recognize()
            words = _words(self._text)
        return group_lines(words)

    def mrz_glyphs(self, image: Image.Image, box: Box, lang: str) -> list[list[Glyph]]:
        """The MRZ's characters in `box`, line by line, each with its box in the enlarged crop
        (for `place_glyphs`, which needs only their relative positions)."""
        crop = image.crop((box.left, box.top, box.right, box.bottom))
        crop = crop.resize(
            (round(crop.width * MRZ_SCALE), round(crop.height * MRZ_SCALE)),
            Image.Resampling.BICUBIC,
        )
        api = self._mrz[lang]
        lines: list[list[Glyph]] = []
        with self._lock:
            api.SetImage(crop)
            api.Recognize()
            iterator = api.GetIterator()
            if iterator is None:
                return lines
            level = tesserocr.RIL.SYMBOL
            current: list[Glyph] = []
            for symbol in tesserocr.iterate_level(iterator, level):
                text = _text(symbol, level)
                bounds = symbol.BoundingBox(level)
                if text.strip() and bounds is not None:
                    left, top, right, bottom = bounds
                    current.append(Glyph(text.strip(), left, right, bottom - top))
                if symbol.IsAtFinalElement(tesserocr.RIL.TEXTLINE, level) and current:
                    lines.append(current)
                    current = []
            if current:
                lines.append(current)
        return lines

    def line(self, image: Image.Image, box: Box, characters: str) -> str:
        """One line of text in `box`, read with only `characters`: a second look at a value the
        page's reading missed or misread (a J read as /), where the value's alphabet is known."""
        with self._lock:
            self._line.SetVariable("tessedit_char_whitelist", characters)
            self._line.SetImage(image)
            self._line.SetRectangle(box.left, box.top, box.right - box.left, box.bottom - box.top)
            return " ".join(self._line.GetUTF8Text().split())


def _text(element: tesserocr.PyLTRResultIterator, level: int) -> str:
    # tesserocr raises instead of returning "" for an element without text.
    try:
        return (element.GetUTF8Text(level) or "").strip()
    except RuntimeError:
        return ""


def _words(api: tesserocr.PyTessBaseAPI) -> list[Word]:
    words: list[Word] = []
    iterator = api.GetIterator()
    if iterator is None:
        return words
    level = tesserocr.RIL.WORD
    for word in tesserocr.iterate_level(iterator, level):
        text = _text(word, level)
        bounds = word.BoundingBox(level)
        # A word a few pixels tall is a speck of the background pattern, not text.
        if not text or bounds is None or bounds[3] - bounds[1] < MIN_WORD_HEIGHT:
            continue
        words.append(Word(text, Box(*bounds), word.Confidence(level)))
    return words


def group_lines(words: list[Word]) -> list[Line]:
    """Words whose vertical middles fall within half a word's height of each other share a line.

    Tesseract's own lines, in sparse mode, split a row into pieces; labels and values are found
    by position, so rows are rebuilt from the words' boxes.
    """
    rows: list[list[Word]] = []
    for word in sorted(words, key=lambda w: (w.box.middle, w.box.left)):
        for row in rows:
            anchor = row[-1].box
            # The smaller height: a tall speck must not bridge two rows into one.
            if abs(anchor.middle - word.box.middle) < 0.5 * min(anchor.height, word.box.height):
                row.append(word)
                break
        else:
            rows.append([word])
    return [
        Line(tuple(sorted(row, key=lambda w: w.box.left)))
        for row in sorted(rows, key=lambda r: min(w.box.top for w in r))
    ]


@cache
def reader() -> Reader:
    """This process's reader, created on first use."""
    return Reader()
