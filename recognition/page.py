"""Where a value is on a side: under its label (CIE, passport) or right of it (health card).

Labels are found by a pattern on the line's normalised text, then the value by position: the
words just below the label starting where it starts, or the words on the same row after it. A
value ends at a gap wider than a word's height, which is where the next column begins.
"""

import re
from dataclasses import dataclass

from recognition.fields import normalise
from recognition.ocr import Box, Line, Word


@dataclass(frozen=True)
class Run:
    """A value's words as one text, and their box."""

    text: str
    box: Box


@dataclass(frozen=True)
class Found:
    """A label found on a line: the line and the box of the label's own words."""

    line: Line
    box: Box
    words: tuple[Word, ...]


class Page:
    """The OCR'd lines of one side, searchable by label."""

    def __init__(self, lines: list[Line], *, width: int, height: int) -> None:
        self.lines = lines
        self.words = [word for line in lines for word in line.words]
        self.text = "\n".join(normalise(line.text) for line in lines)
        self.width, self.height = width, height

    def has(self, pattern: str) -> bool:
        return re.search(pattern, self.text) is not None

    def find(self, pattern: str, *, whole_phrase: bool = True) -> Found | None:
        """The first line where `pattern` matches its normalised text, with the label's box:
        the whole phrase it is part of, or only up to its end when its value follows on the
        same row (`whole_phrase=False`)."""
        regex = re.compile(pattern)
        for line in self.lines:
            text, spans = _normalised_words(line)
            match = regex.search(text)
            if not match:
                continue
            hits = [
                index
                for index, (start, end) in enumerate(spans)
                if start < match.end() and end > match.start()
            ]
            words = _phrase(line.words, hits[0], hits[-1], rightwards=whole_phrase)
            box = words[0].box
            for word in words[1:]:
                box = box.union(word.box)
            return Found(line, box, words)
        return None

    def below(self, label: Found) -> Run | None:
        """The value under a label: the nearest row below it, from the word closest to the
        label's left edge, rightwards until a column gap."""
        height = label.box.height
        band = [
            word
            for word in self.words
            if label.box.bottom - 0.3 * height < word.box.top < label.box.bottom + 2.2 * height
            and word not in label.words
            # Values line up with their label's left edge, give or take a numbering ("3.")
            # OCR kept apart from the label.
            and abs(word.box.left - label.box.left) < max(3 * height, 0.04 * self.width)
        ]
        if not band:
            return None
        first = min(band, key=lambda w: (w.box.top, abs(w.box.left - label.box.left)))
        return self._run_from(first)

    def right_of(self, label: Found, *, max_distance: float = 14.0) -> Run | None:
        """The value after a label on the same row, within `max_distance` label heights."""
        height = label.box.height
        after = [
            word
            for word in self.words
            if word.box.left >= label.box.right - 2
            and abs(word.box.middle - label.box.middle) < 0.7 * max(height, word.box.height)
            and word.box.left - label.box.right < max_distance * height
            and word not in label.words
        ]
        if not after:
            return None
        return self._run_from(min(after, key=lambda w: w.box.left))

    def _run_from(self, first: Word) -> Run:
        row = sorted(
            (
                w
                for w in self.words
                if abs(w.box.middle - first.box.middle) < 0.5 * max(w.box.height, first.box.height)
                and w.box.left >= first.box.left
            ),
            key=lambda w: w.box.left,
        )
        run = [first]
        for word in row:
            if word is first or word.box.left < run[-1].box.right:
                continue
            gap = word.box.left - run[-1].box.right
            if gap > 1.2 * max(run[-1].box.height, word.box.height):
                break
            run.append(word)
        box = run[0].box
        for word in run[1:]:
            box = box.union(word.box)
        return Run(" ".join(word.text for word in run), box)

    def around(self, box: Box) -> Box:
        """A value's box with a margin for a second reading: a height on either side, a third
        above and below (more would take in the neighbouring lines)."""
        h = box.height
        return Box(
            max(0, box.left - h),
            max(0, box.top - h // 3),
            min(self.width, box.right + h),
            min(self.height, box.bottom + h // 3),
        )

    def region_below(self, label: Found) -> Box:
        """Where a value under `label` should be, up to the next label on its row."""
        height = label.box.height
        right = min(
            (w.box.left for w in label.line.words if w.box.left > label.box.right + height),
            default=self.width,
        )
        return Box(
            max(0, label.box.left - height),
            label.box.bottom,
            right,
            min(self.height, label.box.bottom + round(2.6 * height)),
        )

    def region_right_of(self, label: Found, max_distance: float) -> Box:
        """Where a value right of `label` should be, on its row."""
        height = label.box.height
        return Box(
            label.box.right,
            max(0, label.box.top - height // 2),
            min(self.width, label.box.right + round(max_distance * height)),
            min(self.height, label.box.bottom + height // 2),
        )


def _phrase(
    words: tuple[Word, ...], first: int, last: int, *, rightwards: bool
) -> tuple[Word, ...]:
    """The label's words and the ones it runs into without a column gap ("6. Numero di
    identificazione personale" for a match on "identificazione personale"): its value lines up
    with where the whole phrase starts."""

    def joined(a: Word, b: Word) -> bool:
        return b.box.left - a.box.right <= 1.2 * max(a.box.height, b.box.height)

    while first > 0 and joined(words[first - 1], words[first]):
        first -= 1
    while rightwards and last < len(words) - 1 and joined(words[last], words[last + 1]):
        last += 1
    return words[first : last + 1]


def _normalised_words(line: Line) -> tuple[str, list[tuple[int, int]]]:
    parts: list[str] = []
    spans: list[tuple[int, int]] = []
    position = 0
    for word in line.words:
        text = normalise(word.text)
        spans.append((position, position + len(text)))
        parts.append(text)
        position += len(text) + 1
    return " ".join(parts), spans
