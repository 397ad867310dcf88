"""Seal a signed contract: its OTP evidence attached as JSON, then a PAdES signature over it all."""

import json
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from io import BytesIO
from typing import Any

from asn1crypto import keys as asn1_keys
from asn1crypto import x509 as asn1_x509
from cryptography.hazmat.primitives import serialization
from pyhanko.pdf_utils import embed, generic
from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
from pyhanko.sign import fields, signers
from pyhanko_certvalidator.registry import SimpleCertificateStore

from sandbox.seal.keys import SealIdentity

FIELD_NAME = "Firma"
EVIDENCE_FILE = "evidenze-firma.json"
REASON = "Contratto firmato dal consumatore con codice OTP inviato via SMS"
LOCATION = "Milano"

# pyHanko's sync API runs an event loop of its own, which cannot start in a thread that already
# runs one (a request's); its async API hands control back to the request's loop while it
# signs. So the seal runs in this thread, with the caller waiting on it.
_SEALER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="seal")


def _signer(identity: SealIdentity) -> signers.SimpleSigner:
    der = serialization.Encoding.DER
    key = identity.private_key.private_bytes(
        der, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    ca = asn1_x509.Certificate.load(identity.ca_certificate.public_bytes(der))
    return signers.SimpleSigner(
        signing_cert=asn1_x509.Certificate.load(identity.certificate.public_bytes(der)),
        signing_key=asn1_keys.PrivateKeyInfo.load(key),
        # The chain goes into the signature, so a validator needs only the CA as trust root.
        cert_registry=SimpleCertificateStore.from_certs([ca]),
    )


def seal_pdf(
    content: bytes, evidence: dict[str, Any], signed_at: datetime, identity: SealIdentity
) -> bytes:
    """The PDF with the evidence attached, sealed (PAdES B-B) by the creditor's certificate.

    Blocking, as rendering is (tens of milliseconds, no I/O: no timestamp authority, no
    revocation fetching): a caller holding a database transaction must not let other calls on
    its event loop run and wait on the same SQLite database meanwhile.
    """
    return _SEALER.submit(_seal, content, evidence, signed_at, identity).result()


def _seal(
    content: bytes, evidence: dict[str, Any], signed_at: datetime, identity: SealIdentity
) -> bytes:
    writer = IncrementalPdfFileWriter(BytesIO(content))
    data = json.dumps(evidence, ensure_ascii=False, indent=2, sort_keys=True).encode()
    attachment = embed.EmbeddedFileObject.from_file_data(
        writer,
        data=data,
        mime_type="application/json",
        params=embed.EmbeddedFileParams(creation_date=signed_at, modification_date=signed_at),
    )
    # Attached in the same revision the seal covers: changing the evidence breaks the seal.
    embed.embed_file(
        writer,
        embed.FileSpec(
            file_spec_string=EVIDENCE_FILE,
            file_name=EVIDENCE_FILE,
            embedded_data=attachment,
            description="Evidenze della firma elettronica con codice OTP",
            af_relationship=generic.pdf_name("/Supplement"),
        ),
    )
    metadata = signers.PdfSignatureMetadata(
        field_name=FIELD_NAME,
        md_algorithm="sha256",
        reason=REASON,
        location=LOCATION,
        subfilter=fields.SigSeedSubFilter.PADES,
    )
    output = signers.PdfSigner(metadata, signer=_signer(identity)).sign_pdf(writer)
    sealed: bytes = output.getvalue()
    return sealed
