"""Text recognition of the documents step: uploads, OCR, MRZ, barcode and the cards' fields."""
