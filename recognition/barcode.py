"""The health card's barcode (tessera sanitaria): a Code 39 of the fiscal code, read by zxing-cpp.

The barcode is the most reliable reading of the fiscal code on the card: its own check pattern
rejects a misread bar, where OCR of the printed code can swap a 0 for an O.
"""

from typing import Final

import zxingcpp
from PIL import Image

from journey.rules.fiscal_code import is_valid_fiscal_code

# Code 39 on the cards issued so far; Code 128 where a region's printer used it.
FORMATS: Final = zxingcpp.BarcodeFormats(
    [zxingcpp.BarcodeFormat.Code39, zxingcpp.BarcodeFormat.Code128]
)


def read_fiscal_code(image: Image.Image) -> str | None:
    """The fiscal code a barcode in `image` carries, or None (no barcode, or not a fiscal code)."""
    for barcode in zxingcpp.read_barcodes(image.convert("L"), formats=FORMATS):
        text = barcode.text.strip().upper()
        if is_valid_fiscal_code(text):
            return text
    return None
