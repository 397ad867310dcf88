"""The eID gateway for SPID: a full OpenID Connect code flow with PKCE, and what it refuses."""

import base64
import hashlib
import re
import secrets
from collections.abc import AsyncIterator
from dataclasses import dataclass
from html import unescape
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx
import jwt
import pytest

from sandbox.app import create_app
from sandbox.settings import Settings

CLIENT_ID = "prestito-online"
SECRET = "sandbox-eidg-secret"
ISSUER = "http://sandbox.test/eidg"
# A loopback redirect on a port of the test's choosing, as a local product run would use.
REDIRECT = "http://127.0.0.1:5173/main/api/spid/callback"


@dataclass
class Login:
    """One authorization request as the product would make it, and what came back."""

    verifier: str
    state: str
    nonce: str
    redirect_uri: str = REDIRECT

    @property
    def challenge(self) -> str:
        digest = hashlib.sha256(self.verifier.encode()).digest()
        return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def new_login(draft_id: str = "loan-1") -> Login:
    # The spec's state for the eID gateway is "DS_" plus the draft id.
    return Login(secrets.token_urlsafe(48), f"DS_{draft_id}", secrets.token_urlsafe(16))


async def discover(http: httpx.AsyncClient) -> dict[str, Any]:
    answer = await http.get("/eidg/.well-known/openid-configuration")
    assert answer.status_code == 200
    configuration: dict[str, Any] = answer.json()
    return configuration


async def choose(http: httpx.AsyncClient, login: Login, identity: str) -> dict[str, str]:
    """Open the login page, press the button of `identity`, return the redirect's parameters."""
    configuration = await discover(http)
    page = await http.get(
        configuration["authorization_endpoint"],
        params={
            "client_id": CLIENT_ID,
            "redirect_uri": login.redirect_uri,
            "response_type": "code",
            "scope": "openid profile",
            "state": login.state,
            "nonce": login.nonce,
            "code_challenge": login.challenge,
            "code_challenge_method": "S256",
        },
    )
    assert page.status_code == 200, page.text
    assert f'value="{identity}"' in page.text
    # Submit what the page's form holds, as the browser would.
    fields = {
        name: unescape(value)
        for name, value in re.findall(r'type="hidden" name="(\w+)" value="([^"]*)"', page.text)
    }
    chosen = await http.post("/eidg/authorize", data={**fields, "identita": identity})
    assert chosen.status_code == 303
    location = urlsplit(chosen.headers["location"])
    assert f"{location.scheme}://{location.netloc}{location.path}" == login.redirect_uri
    return {name: values[0] for name, values in parse_qs(location.query).items()}


async def exchange(
    http: httpx.AsyncClient, login: Login, code: str, **changes: str
) -> httpx.Response:
    form = {
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": login.redirect_uri,
        "code_verifier": login.verifier,
        "client_id": CLIENT_ID,
        "client_secret": SECRET,
        **changes,
    }
    return await http.post("/eidg/token", data=form)


async def verified_claims(http: httpx.AsyncClient, id_token: str) -> dict[str, Any]:
    """Verify the ID token with PyJWT against the published JWKS, as a relying party does."""
    jwks = (await http.get((await discover(http))["jwks_uri"])).json()
    keys = jwt.PyJWKSet.from_dict(jwks)
    key = keys[jwt.get_unverified_header(id_token)["kid"]]
    claims: dict[str, Any] = jwt.decode(
        id_token, key=key.key, algorithms=["RS256"], audience=CLIENT_ID, issuer=ISSUER
    )
    return claims


async def test_discovery_names_the_endpoints_code_flow_and_s256(http: httpx.AsyncClient) -> None:
    configuration = await discover(http)
    assert configuration["issuer"] == ISSUER
    assert configuration["token_endpoint"] == f"{ISSUER}/token"
    assert configuration["userinfo_endpoint"] == f"{ISSUER}/userinfo"
    assert configuration["response_types_supported"] == ["code"]
    assert configuration["code_challenge_methods_supported"] == ["S256"]
    assert {"openid", "profile"} <= set(configuration["scopes_supported"])
    jwks = (await http.get(configuration["jwks_uri"])).json()
    assert [(k["kty"], k["alg"], bool(k["kid"])) for k in jwks["keys"]] == [("RSA", "RS256", True)]
    assert "d" not in jwks["keys"][0]


async def test_applicant_login_gives_a_signed_id_token_and_spid_attributes(
    http: httpx.AsyncClient,
) -> None:
    login = new_login("7f3a")
    back = await choose(http, login, "mario-rossi")
    assert back["state"] == "DS_7f3a"
    tokens = await exchange(http, login, back["code"])
    assert tokens.status_code == 200, tokens.text
    body = tokens.json()
    claims = await verified_claims(http, body["id_token"])
    assert claims["nonce"] == login.nonce
    assert claims["exp"] > claims["iat"]
    # The ID token names a subject, not the person: the attributes come from userinfo.
    assert "fiscalNumber" not in claims
    info = await http.get(
        "/eidg/userinfo", headers={"Authorization": f"Bearer {body['access_token']}"}
    )
    assert info.status_code == 200
    person = info.json()
    assert person["sub"] == claims["sub"]
    assert person["fiscalNumber"] == "TINIT-RSSMRA85T10F205R"
    assert (person["name"], person["familyName"], person["dateOfBirth"]) == (
        "Mario",
        "Rossi",
        "1985-12-10",
    )
    assert person["idCard"].startswith("CartaIdentita CA12345AB ")


async def test_client_secret_basic_is_accepted_and_mismatching_identity_is_another_person(
    http: httpx.AsyncClient,
) -> None:
    login = new_login()
    back = await choose(http, login, "giulia-bianchi")
    form = {
        "grant_type": "authorization_code",
        "code": back["code"],
        "redirect_uri": login.redirect_uri,
        "code_verifier": login.verifier,
    }
    tokens = await http.post("/eidg/token", data=form, auth=(CLIENT_ID, SECRET))
    assert tokens.status_code == 200, tokens.text
    info = await http.get(
        "/eidg/userinfo", headers={"Authorization": f"Bearer {tokens.json()['access_token']}"}
    )
    assert info.json()["fiscalNumber"] == "TINIT-BNCGLI80C54L219I"


@pytest.mark.parametrize(
    ("button", "error"), [("annulla", "access_denied"), ("errore-gateway", "server_error")]
)
async def test_cancel_and_gateway_failure_go_back_with_the_error_and_state(
    http: httpx.AsyncClient, button: str, error: str
) -> None:
    back = await choose(http, new_login("9"), button)
    assert back["error"] == error
    assert back["state"] == "DS_9"
    assert "code" not in back


async def test_registered_default_redirect_is_accepted(http: httpx.AsyncClient) -> None:
    login = new_login()
    login.redirect_uri = "http://localhost:8000/main/api/spid/callback"
    assert "code" in await choose(http, login, "mario-rossi")


async def test_unregistered_redirect_is_refused_on_the_page_not_redirected(
    http: httpx.AsyncClient,
) -> None:
    page = await http.get(
        "/eidg/authorize",
        params={
            "client_id": CLIENT_ID,
            "redirect_uri": "https://evil.example/callback",
            "response_type": "code",
            "scope": "openid",
            "state": "DS_1",
            "nonce": "n",
            "code_challenge": new_login().challenge,
            "code_challenge_method": "S256",
        },
    )
    assert page.status_code == 400
    assert "Indirizzo di ritorno non registrato" in page.text


async def test_login_without_pkce_goes_back_with_invalid_request(http: httpx.AsyncClient) -> None:
    page = await http.get(
        "/eidg/authorize",
        params={
            "client_id": CLIENT_ID,
            "redirect_uri": REDIRECT,
            "response_type": "code",
            "scope": "openid profile",
            "state": "DS_1",
            "nonce": "n",
        },
    )
    assert page.status_code == 303
    back = parse_qs(urlsplit(page.headers["location"]).query)
    assert (back["error"], back["state"]) == (["invalid_request"], ["DS_1"])


async def test_wrong_pkce_verifier_is_refused(http: httpx.AsyncClient) -> None:
    login = new_login()
    back = await choose(http, login, "mario-rossi")
    answer = await exchange(http, login, back["code"], code_verifier=secrets.token_urlsafe(48))
    assert (answer.status_code, answer.json()["error"]) == (400, "invalid_grant")
    assert answer.json()["error_description"] == "code_verifier non corrisponde"


async def test_reused_code_is_refused_and_withdraws_the_first_access_token(
    http: httpx.AsyncClient,
) -> None:
    login = new_login()
    back = await choose(http, login, "mario-rossi")
    first = await exchange(http, login, back["code"])
    assert first.status_code == 200
    again = await exchange(http, login, back["code"])
    assert (again.status_code, again.json()["error"]) == (400, "invalid_grant")
    assert again.json()["error_description"] == "Codice già usato"
    info = await http.get(
        "/eidg/userinfo", headers={"Authorization": f"Bearer {first.json()['access_token']}"}
    )
    assert info.status_code == 401


async def test_wrong_redirect_uri_at_the_token_endpoint_is_refused(
    http: httpx.AsyncClient,
) -> None:
    login = new_login()
    back = await choose(http, login, "mario-rossi")
    answer = await exchange(
        http, login, back["code"], redirect_uri="http://127.0.0.1:9999/main/api/spid/callback"
    )
    assert (answer.status_code, answer.json()["error"]) == (400, "invalid_grant")
    assert answer.json()["error_description"] == "redirect_uri diverso da quello autorizzato"


@pytest.mark.parametrize("secret", ["wrong-secret", ""])
async def test_bad_client_secret_is_refused(http: httpx.AsyncClient, secret: str) -> None:
    login = new_login()
    back = await choose(http, login, "mario-rossi")
    answer = await exchange(http, login, back["code"], client_secret=secret)
    assert (answer.status_code, answer.json()["error"]) == (401, "invalid_client")
    basic = await http.post(
        "/eidg/token",
        data={"grant_type": "authorization_code", "code": back["code"]},
        auth=(CLIENT_ID, secret),
    )
    assert basic.status_code == 401
    assert basic.headers["www-authenticate"].startswith("Basic")


async def test_userinfo_without_a_valid_bearer_token_is_refused(http: httpx.AsyncClient) -> None:
    for headers in ({}, {"Authorization": "Bearer nope"}):
        answer = await http.get("/eidg/userinfo", headers=headers)
        assert answer.status_code == 401
        assert answer.headers["www-authenticate"].startswith("Bearer")


@pytest.fixture
async def expiring_http(settings: Settings) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(settings.model_copy(update={"eidg_code_ttl_seconds": 0}))
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://sandbox.test") as client:
        yield client


async def test_expired_code_is_refused(expiring_http: httpx.AsyncClient) -> None:
    login = new_login()
    back = await choose(expiring_http, login, "mario-rossi")
    answer = await exchange(expiring_http, login, back["code"])
    assert (answer.status_code, answer.json()["error"]) == (400, "invalid_grant")
    assert answer.json()["error_description"] == "Codice scaduto"


async def test_signing_key_is_kept_across_restarts(settings: Settings) -> None:
    kids = []
    for _ in range(2):
        transport = httpx.ASGITransport(app=create_app(settings))
        async with httpx.AsyncClient(transport=transport, base_url="http://sandbox.test") as c:
            kids.append((await c.get("/eidg/jwks")).json()["keys"][0]["kid"])
    assert kids[0] == kids[1]
