"""The sandbox CA and the creditor's sealing certificate: created once, kept in the database."""

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID
from sqlalchemy import select
from sqlalchemy.orm import Session

from sandbox.db import SealCredentials
from sandbox.pdf.common import CREDITOR

CA_YEARS = 20
SEAL_YEARS = 3
# A seal certificate this close to its end is replaced at start, so a contract sealed today
# still validates for a while: the CA key is kept for exactly this.
RENEW_BEFORE = timedelta(days=30)


@dataclass(frozen=True)
class SealIdentity:
    ca_certificate: x509.Certificate
    certificate: x509.Certificate
    private_key: ec.EllipticCurvePrivateKey

    def ca_pem(self) -> bytes:
        return self.ca_certificate.public_bytes(serialization.Encoding.PEM)


def _name(common_name: str) -> x509.Name:
    return x509.Name(
        [
            x509.NameAttribute(NameOID.COUNTRY_NAME, "IT"),
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, CREDITOR["denominazione"]),
            x509.NameAttribute(NameOID.COMMON_NAME, common_name),
        ]
    )


def _pem(key: ec.EllipticCurvePrivateKey) -> bytes:
    return key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )


def _issue_ca(now: datetime) -> tuple[x509.Certificate, ec.EllipticCurvePrivateKey]:
    key = ec.generate_private_key(ec.SECP256R1())
    name = _name("Sandbox Credito CA (solo test)")
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - timedelta(minutes=5))
        .not_valid_after(now + timedelta(days=365 * CA_YEARS))
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(
            x509.KeyUsage(
                digital_signature=False,
                content_commitment=False,
                key_encipherment=False,
                data_encipherment=False,
                key_agreement=False,
                key_cert_sign=True,
                crl_sign=True,
                encipher_only=False,
                decipher_only=False,
            ),
            critical=True,
        )
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
        .sign(key, hashes.SHA256())
    )
    return certificate, key


def _issue_seal(
    now: datetime, ca: x509.Certificate, ca_key: ec.EllipticCurvePrivateKey
) -> tuple[x509.Certificate, ec.EllipticCurvePrivateKey]:
    key = ec.generate_private_key(ec.SECP256R1())
    certificate = (
        x509.CertificateBuilder()
        .subject_name(_name("Sandbox Credito S.p.A. - sigillo contratti (solo test)"))
        .issuer_name(ca.subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - timedelta(minutes=5))
        .not_valid_after(min(now + timedelta(days=365 * SEAL_YEARS), ca.not_valid_after_utc))
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        # nonRepudiation (content commitment) is what a PAdES validator asks of a signer.
        .add_extension(
            x509.KeyUsage(
                digital_signature=True,
                content_commitment=True,
                key_encipherment=False,
                data_encipherment=False,
                key_agreement=False,
                key_cert_sign=False,
                crl_sign=False,
                encipher_only=False,
                decipher_only=False,
            ),
            critical=True,
        )
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
        .add_extension(
            x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()),
            critical=False,
        )
        .sign(ca_key, hashes.SHA256())
    )
    return certificate, key


def _private_key(pem: bytes) -> ec.EllipticCurvePrivateKey:
    key = serialization.load_pem_private_key(pem, password=None)
    assert isinstance(key, ec.EllipticCurvePrivateKey)
    return key


def load_seal(session: Session) -> SealIdentity:
    """The kept CA and seal (the seal renewed near its end), or new ones kept for the next start."""
    now = datetime.now(UTC)
    stored = session.scalars(
        select(SealCredentials).order_by(SealCredentials.created_at.desc())
    ).first()
    if stored is None:
        ca, ca_key = _issue_ca(now)
        stored = SealCredentials(
            ca_cert_pem=ca.public_bytes(serialization.Encoding.PEM),
            ca_key_pem=_pem(ca_key),
            cert_pem=b"",
            key_pem=b"",
        )
        session.add(stored)
    ca = x509.load_pem_x509_certificate(stored.ca_cert_pem)
    if stored.cert_pem:
        certificate = x509.load_pem_x509_certificate(stored.cert_pem)
        if certificate.not_valid_after_utc - RENEW_BEFORE > now:
            return SealIdentity(ca, certificate, _private_key(stored.key_pem))
    certificate, key = _issue_seal(now, ca, _private_key(stored.ca_key_pem))
    stored.cert_pem = certificate.public_bytes(serialization.Encoding.PEM)
    stored.key_pem = _pem(key)
    return SealIdentity(ca, certificate, key)
