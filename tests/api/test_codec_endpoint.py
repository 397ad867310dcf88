"""The codec endpoint shows decrypted payloads to support staff in the Temporal UI, no one else."""

import base64
import hashlib
import hmac
import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import jwt
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from google.protobuf import json_format
from temporalio.api.common.v1 import Payload, Payloads

from runtime.codec import EncryptionCodec, parse_keys
from runtime.settings import Settings
from tests.conftest import TEST_ENCRYPTION_KEYS

UI = "http://localhost:8233"
ISSUER = "https://login.example.it/realms/staff"
AUDIENCE = "prestito-codec"
ROLE = "prestito-codec"
DECODE = "/main/api/codec/decode"
PLAIN = Payload(metadata={"encoding": b"json/plain"}, data=b'{"firstName":"Mario"}')

STAFF_KEY = rsa.generate_private_key(public_exponent=65537, key_size=2048)
OTHER_KEY = rsa.generate_private_key(public_exponent=65537, key_size=2048)
STAFF_PEM = (
    STAFF_KEY.public_key()
    .public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
    .decode()
)


def claims(**overrides: Any) -> dict[str, Any]:
    now = int(time.time())
    base = {
        "iss": ISSUER,
        "aud": AUDIENCE,
        "sub": "operatore.rossi",
        "iat": now,
        "exp": now + 300,
        "roles": [ROLE],
    }
    return {key: value for key, value in {**base, **overrides}.items() if value is not None}


def signed(key: Any = STAFF_KEY, algorithm: str = "RS256", kid: str = "staff-1", **kw: Any) -> str:
    return jwt.encode(claims(**kw), key, algorithm=algorithm, headers={"kid": kid})


def b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def hs256_with_public_key() -> str:
    """The classic confusion attack: an HMAC whose secret is the server's public key."""
    header = b64url(json.dumps({"alg": "HS256", "typ": "JWT", "kid": "staff-1"}).encode())
    body = b64url(json.dumps(claims()).encode())
    mac = hmac.new(STAFF_PEM.encode(), f"{header}.{body}".encode(), hashlib.sha256).digest()
    return f"{header}.{body}.{b64url(mac)}"


def unsigned() -> str:
    header = b64url(json.dumps({"alg": "none", "typ": "JWT", "kid": "staff-1"}).encode())
    return f"{header}.{b64url(json.dumps(claims()).encode())}."


async def sealed_body(*payloads: Payload) -> str:
    codec = EncryptionCodec(parse_keys(TEST_ENCRYPTION_KEYS))
    return json_format.MessageToJson(Payloads(payloads=await codec.encode(list(payloads))))


def production(tmp_path: Path, **overrides: Any) -> Settings:
    return Settings(
        mode="production",
        var_dir=tmp_path,
        web_dist=tmp_path / "no-dist",
        token_secret="x" * 40,  # type: ignore[arg-type]
        encryption_keys=TEST_ENCRYPTION_KEYS,  # type: ignore[arg-type]
        eidg_client_secret="y" * 40,  # type: ignore[arg-type]
        idcheck_webhook_token="w" * 40,  # type: ignore[arg-type]
        idcheck_api_token="t" * 40,  # type: ignore[arg-type]
        backoffice_webhook_token="b" * 40,  # type: ignore[arg-type]
        lender="Credito Esempio S.p.A., Via Verdi 2, 10121 Torino (TO)",
        # Never connected to: the codec answers without the database.
        database_url="postgresql+psycopg://prestito@127.0.0.1:9/prestito",
        **overrides,
    )


def development(tmp_path: Path, **overrides: Any) -> Settings:
    return Settings(
        var_dir=tmp_path,
        web_dist=tmp_path / "no-dist",
        encryption_keys=TEST_ENCRYPTION_KEYS,  # type: ignore[arg-type]
        **overrides,
    )


STAFF_JWT = {
    "codec_jwt_issuer": ISSUER,
    "codec_jwt_audience": AUDIENCE,
    "codec_jwt_public_key": STAFF_PEM,
}


def client(settings: Settings) -> httpx.AsyncClient:
    """The whole API app in process; the codec needs neither Temporal nor the database."""
    from api.main import create_app

    app = create_app(settings, temporal=object())  # type: ignore[arg-type]
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    return httpx.AsyncClient(transport=transport, base_url="http://testserver")


async def decode(
    api: httpx.AsyncClient, body: str, token: str | None = None, origin: str | None = UI
) -> httpx.Response:
    return await decode_at(api, DECODE, body, token, origin)


async def decode_at(
    api: httpx.AsyncClient, path: str, body: str, token: str | None = None, origin: str | None = UI
) -> httpx.Response:
    headers = {"content-type": "application/json", "x-namespace": "default"}
    if origin:
        headers["origin"] = origin
    if token:
        headers["authorization"] = f"Bearer {token}"
    return await api.post(path, content=body, headers=headers)


def decoded_data(response: httpx.Response) -> list[bytes]:
    return [base64.b64decode(p["data"]) for p in response.json()["payloads"]]


# Development: the Temporal UI of `make run`, no identity provider.


async def test_the_ui_reads_what_the_workflow_stored(tmp_path: Path) -> None:
    async with client(development(tmp_path)) as api:
        response = await decode(api, await sealed_body(PLAIN))
    assert response.status_code == 200
    assert response.headers["access-control-allow-origin"] == UI
    assert decoded_data(response) == [PLAIN.data]


async def test_the_ui_may_ask_first_with_a_preflight(tmp_path: Path) -> None:
    async with client(development(tmp_path)) as api:
        response = await api.options(
            DECODE,
            headers={
                "origin": UI,
                "access-control-request-method": "POST",
                "access-control-request-headers": "authorization,content-type,x-namespace",
            },
        )
    assert response.status_code == 200
    assert response.headers["access-control-allow-origin"] == UI
    allowed = response.headers["access-control-allow-headers"].lower()
    assert {"authorization", "content-type", "x-namespace"} <= set(
        allowed.replace(" ", "").split(",")
    )


@pytest.mark.parametrize("origin", ["http://evil.example", "http://localhost:8000", None])
async def test_in_development_nothing_but_the_ui_decrypts(
    tmp_path: Path, origin: str | None
) -> None:
    async with client(development(tmp_path)) as api:
        response = await decode(api, await sealed_body(PLAIN), origin=origin)
    assert response.status_code == 403
    assert response.json()["code"] == "forbidden_origin"
    assert "access-control-allow-origin" not in response.headers
    assert b"Mario" not in response.content


async def test_the_ui_origin_is_allowed_on_the_codec_route_only(tmp_path: Path) -> None:
    async with client(development(tmp_path)) as api:
        preflight = await api.options(
            "/main/api/applications",
            headers={"origin": UI, "access-control-request-method": "POST"},
        )
        read = await api.get("/main/api/env", headers={"origin": UI})
        # Only under /codec, the app with the UI's CORS policy and the staff check.
        stray = await decode_at(api, "/main/api/decode", await sealed_body(PLAIN))
    assert "access-control-allow-origin" not in preflight.headers
    assert "access-control-allow-origin" not in read.headers
    assert stray.status_code == 404


async def tampered() -> str:
    body = json.loads(await sealed_body(PLAIN))
    data = bytearray(base64.b64decode(body["payloads"][0]["data"]))
    data[-1] ^= 1
    body["payloads"][0]["data"] = base64.b64encode(data).decode()
    return json.dumps(body)


async def unknown_key() -> str:
    body = json.loads(await sealed_body(PLAIN))
    body["payloads"][0]["metadata"]["encryption-key-id"] = base64.b64encode(b"gone").decode()
    return json.dumps(body)


async def literal(text: str) -> str:
    return text


BAD_BODIES = {
    "not JSON": lambda: literal("payloads: all of them"),
    "empty": lambda: literal(""),
    "a list": lambda: literal("[]"),
    "payloads not a list": lambda: literal('{"payloads": "x"}'),
    "a payload not an object": lambda: literal('{"payloads": [1]}'),
    "data not base64": lambda: literal('{"payloads": [{"data": "@@@ not base64"}]}'),
    "metadata not base64": lambda: literal(
        '{"payloads": [{"metadata": {"encoding": "%%%"}, "data": ""}]}'
    ),
    "an unknown field": lambda: literal('{"payloads": [{"dati": "YQ=="}]}'),
    "an unknown key id": unknown_key,
    "a tampered ciphertext": tampered,
}


@pytest.mark.parametrize("case", BAD_BODIES)
async def test_a_malformed_body_is_a_400_in_the_api_error_shape(tmp_path: Path, case: str) -> None:
    body = await BAD_BODIES[case]()
    async with client(development(tmp_path)) as api:
        response = await decode(api, body)
    assert response.status_code == 400, response.text
    answer = response.json()
    assert set(answer) == {"code", "message", "errors"}
    assert answer["message"] and "Traceback" not in response.text
    # The UI's origin reads the refusal too, so it can say why.
    assert response.headers["access-control-allow-origin"] == UI


# Production: support staff with a token from the identity provider.


async def test_in_production_staff_with_the_role_read_the_payloads(tmp_path: Path) -> None:
    async with client(production(tmp_path, **STAFF_JWT)) as api:
        response = await decode(api, await sealed_body(PLAIN), token=signed())
    assert response.status_code == 200, response.text
    assert decoded_data(response) == [PLAIN.data]


async def test_in_production_an_ec_key_works_too(tmp_path: Path) -> None:
    key = ec.generate_private_key(ec.SECP256R1())
    pem = (
        key.public_key()
        .public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
        .decode()
    )
    settings = production(tmp_path, **{**STAFF_JWT, "codec_jwt_public_key": pem})
    async with client(settings) as api:
        response = await decode(api, await sealed_body(PLAIN), token=signed(key, "ES256"))
    assert response.status_code == 200, response.text


async def test_in_production_no_token_is_a_401(tmp_path: Path) -> None:
    async with client(production(tmp_path, **STAFF_JWT)) as api:
        response = await decode(api, await sealed_body(PLAIN))
    assert response.status_code == 401
    assert response.json()["code"] == "missing_token"
    assert response.headers["www-authenticate"].startswith("Bearer")
    assert response.headers["access-control-allow-origin"] == UI


UNTRUSTED_TOKENS = {
    "expired": lambda: signed(exp=int(time.time()) - 3600, iat=int(time.time()) - 7200),
    "another issuer": lambda: signed(iss="https://login.example.com/realms/other"),
    "another audience": lambda: signed(aud="temporal-ui"),
    "no expiry": lambda: signed(exp=None),
    "another key": lambda: signed(OTHER_KEY),
    "alg none": unsigned,
    "HS256 with the public key": hs256_with_public_key,
    "not a JWT": lambda: "opaque-access-token",
}


@pytest.mark.parametrize("case", UNTRUSTED_TOKENS)
async def test_in_production_an_untrusted_token_is_a_401(tmp_path: Path, case: str) -> None:
    async with client(production(tmp_path, **STAFF_JWT)) as api:
        response = await decode(api, await sealed_body(PLAIN), token=UNTRUSTED_TOKENS[case]())
    assert response.status_code == 401, response.text
    assert response.json()["code"] == "invalid_token"
    assert b"Mario" not in response.content


@pytest.mark.parametrize(
    "roles", [None, [], ["prestito-operatore"], "prestito-operatore", [f"{ROLE}-admin"]]
)
async def test_in_production_a_token_without_the_role_is_a_403(
    tmp_path: Path, roles: object
) -> None:
    async with client(production(tmp_path, **STAFF_JWT)) as api:
        response = await decode(api, await sealed_body(PLAIN), token=signed(roles=roles))
    assert response.status_code == 403
    assert response.json()["code"] == "missing_role"


async def test_the_role_claim_may_be_nested(tmp_path: Path) -> None:
    # Keycloak puts realm roles under realm_access.roles.
    settings = production(tmp_path, **STAFF_JWT, codec_jwt_role_claim="realm_access.roles")
    token = signed(roles=None, realm_access={"roles": ["offline_access", ROLE]})
    async with client(settings) as api:
        response = await decode(api, await sealed_body(PLAIN), token=token)
    assert response.status_code == 200, response.text


async def test_in_production_without_an_identity_provider_nothing_is_decrypted(
    tmp_path: Path,
) -> None:
    async with client(production(tmp_path)) as api:
        response = await decode(api, await sealed_body(PLAIN), token=signed())
    assert response.status_code == 403
    assert response.json()["code"] == "codec_disabled"


# The identity provider's keys from its JWKS address.


@pytest.fixture
def jwks_url() -> Iterator[str]:
    """The identity provider's key set, served over HTTP as the real one is."""
    key = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(STAFF_KEY.public_key()))
    document = json.dumps({"keys": [{**key, "kid": "staff-1", "use": "sig", "alg": "RS256"}]})

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("content-type", "application/json")
            self.end_headers()
            self.wfile.write(document.encode())

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/protocol/openid-connect/certs"
    server.shutdown()
    server.server_close()


async def test_keys_from_the_jwks_address_and_the_token_also_in_development(
    tmp_path: Path, jwks_url: str
) -> None:
    settings = development(
        tmp_path,
        codec_jwt_issuer=ISSUER,
        codec_jwt_audience=AUDIENCE,
        codec_jwt_jwks_url=jwks_url,
    )
    body = await sealed_body(PLAIN)
    async with client(settings) as api:
        good = await decode(api, body, token=signed())
        missing = await decode(api, body)
        unknown_kid = await decode(api, body, token=signed(OTHER_KEY, kid="other"))
        wrong_origin = await decode(api, body, token=signed(), origin="http://evil.example")
    assert good.status_code == 200, good.text
    assert decoded_data(good) == [PLAIN.data]
    assert missing.status_code == 401
    assert unknown_kid.status_code == 401
    assert wrong_origin.status_code == 403


def test_an_unreachable_identity_provider_is_a_503(tmp_path: Path) -> None:
    from api.staff_auth import StaffTokenError, StaffTokenVerifier

    verifier = StaffTokenVerifier(
        issuer=ISSUER,
        audience=AUDIENCE,
        role_claim="roles",
        role=ROLE,
        jwks_url="http://127.0.0.1:9/certs",
    )
    with pytest.raises(StaffTokenError) as refused:
        verifier.verify(signed())
    assert refused.value.status == 503
