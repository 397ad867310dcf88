"""The resume code a person reads off the save screen or an e-mail and types on a phone (§4 draft
save; issue: 22 case-sensitive characters with look-alikes could not be typed).

Crockford's Base32: digits and capital letters without I, L, O and U, so nothing looks like
something else; typed in any case, with or without the dashes, and an O, I or L typed by
mistake reads as 0, 1, 1. Sixteen characters (80 bits) in four groups of four: with the resume
route's attempt limits, guessing any live code is out of reach.
"""

from typing import Final

ALPHABET: Final = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
LENGTH: Final = 16
GROUP: Final = 4
_LOOK_ALIKES: Final = str.maketrans({"O": "0", "I": "1", "L": "1"})
_SEPARATORS: Final = str.maketrans("", "", " -._\t")


def format_resume_code(characters: str) -> str:
    """ "K7QM2XPRH9TD4WNB" → "K7QM-2XPR-H9TD-4WNB", as shown and e-mailed."""
    return "-".join(characters[i : i + GROUP] for i in range(0, len(characters), GROUP))


def normalise_resume_code(typed: str) -> str:
    """What the person typed, as the code is stored: no separators, capitals, look-alikes read."""
    return typed.translate(_SEPARATORS).upper().translate(_LOOK_ALIKES)


def is_resume_code(typed: str) -> bool:
    code = normalise_resume_code(typed)
    return len(code) == LENGTH and all(c in ALPHABET for c in code)
