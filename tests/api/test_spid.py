"""SPID end to end against the sandbox's eID gateway (issue 15): /spid gives the gateway's
address, the browser picks a test identity there and comes back to our callback, which lands on
the page the workflow says."""

import re
from html import unescape
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest
from authlib.integrations.httpx_client import AsyncOAuth2Client
from joserfc.jwk import KeySet, RSAKey

from journey import messages
from runtime.settings import Settings
from tests.api.test_documents import PREFIX, to_documents


async def login_as(
    api: httpx.AsyncClient, app_id: str, auth: dict[str, str], identity: str
) -> httpx.Response:
    """Start SPID, press `identity` on the gateway's page, follow the browser back to us."""
    return await api.get(await gateway_answer(api, app_id, auth, identity))


async def gateway_answer(
    api: httpx.AsyncClient, app_id: str, auth: dict[str, str], identity: str
) -> str:
    """The callback address the gateway sends the browser back to, once `identity` is pressed
    on a login `api` opened (its cookie jar keeps what /spid left in the browser)."""
    started = await api.post(f"{PREFIX}/{app_id}/spid", headers=auth, json={})
    assert started.status_code == 200, started.text
    url = urlsplit(started.json()["url"])
    query = parse_qs(url.query)
    assert query["state"][0].startswith(f"DS_{app_id}.")
    assert query["code_challenge_method"] == ["S256"] and query["nonce"]
    async with httpx.AsyncClient(base_url=f"{url.scheme}://{url.netloc}") as browser:
        page = await browser.get(started.json()["url"])
        assert page.status_code == 200, page.text
        fields = {
            name: unescape(value)
            for name, value in re.findall(r'type="hidden" name="(\w+)" value="([^"]*)"', page.text)
        }
        chosen = await browser.post(url.path, data={**fields, "identita": identity})
    assert chosen.status_code == 303
    back = urlsplit(chosen.headers["location"])
    assert back.path == "/main/api/spid/callback"
    return f"{back.path}?{back.query}"


async def test_spid_login_as_the_applicant_lands_on_the_identity_to_confirm(
    api: httpx.AsyncClient,
) -> None:
    app_id, auth = await to_documents(api)
    back = await login_as(api, app_id, auth, "mario-rossi")
    assert back.status_code == 303, back.text
    assert back.headers["location"] == "/main/spid/documenti"
    snapshot = (await api.get(f"{PREFIX}/{app_id}", headers=auth)).json()
    assert snapshot["route"] == "/spid/documenti"
    info = snapshot["spid"]["info"]
    assert info["codiceFiscale"] == "RSSMRA85T10F205R" and info["dataNascita"] == "10/12/1985"
    assert info["documento"] == "DIG"
    assert info["valori"]["numeroDocumento"] == "CA12345AB"
    assert info["valori"]["comuneRilascio"] == "MILANO"
    assert info["valori"]["dataScadenza"] == "10/12/2031"
    # What SPID vouched for is not retyped: refused on the field, nothing confirmed.
    retyped = await api.post(
        f"{PREFIX}/{app_id}/spid/confirmation",
        headers=auth,
        json={"values": {"provinciaRilascio": "MI", "dataNascita": "01/01/1990"}},
    )
    assert retyped.status_code == 200 and not retyped.json()["ok"], retyped.text
    assert retyped.json()["errors"] == {"dataNascita": messages.DATO_SPID_NON_MODIFICABILE}
    assert retyped.json()["snapshot"]["route"] == "/spid/documenti"
    confirmed = await api.post(
        f"{PREFIX}/{app_id}/spid/confirmation",
        headers=auth,
        # SPID's idCard names no province: the applicant adds it on /spid/documenti.
        json={"values": {"provinciaRilascio": "MI"}},
    )
    assert confirmed.status_code == 200, confirmed.text
    assert confirmed.json()["snapshot"]["route"] == (
        "/documenti/giustificativo-del-reddito/busta-paga"
    )
    # The state is good for one callback: the same address again changes nothing.
    again = await api.get(back.request.url.raw_path.decode())
    assert again.status_code == 303 and again.headers["location"] == "/main/spid?errore=accesso"
    after = (await api.get(f"{PREFIX}/{app_id}", headers=auth)).json()
    assert after["spid"]["confirmed"] and after["spid"]["errorCounter"] == 0


async def test_spid_login_as_another_person_is_refused_and_counted(api: httpx.AsyncClient) -> None:
    app_id, auth = await to_documents(api)
    back = await login_as(api, app_id, auth, "giulia-bianchi")
    # Back to /spid, which tells why and offers one more try.
    assert back.headers["location"] == "/main/spid?errore=codice-fiscale"
    snapshot = (await api.get(f"{PREFIX}/{app_id}", headers=auth)).json()
    assert snapshot["spid"]["errorCounter"] == 1 and snapshot["spid"]["info"] is None


async def test_spid_cancelled_twice_leads_to_the_remote_check(api: httpx.AsyncClient) -> None:
    app_id, auth = await to_documents(api)
    first = await login_as(api, app_id, auth, "annulla")
    assert first.headers["location"] == "/main/spid?errore=accesso"
    second = await login_as(api, app_id, auth, "annulla")
    # The sandbox's partner configuration has on_fido on: the remote identity check (§2).
    assert second.headers["location"] == "/main/onfido"


async def test_spid_gateway_failure_is_fatal_at_once(api: httpx.AsyncClient) -> None:
    app_id, auth = await to_documents(api)
    back = await login_as(api, app_id, auth, "errore-gateway")
    assert back.headers["location"] == "/main/onfido"
    snapshot = (await api.get(f"{PREFIX}/{app_id}", headers=auth)).json()
    assert snapshot["spid"]["errorCounter"] == 2
    # The SPID path is closed: no new login, nothing to confirm.
    assert (await api.post(f"{PREFIX}/{app_id}/spid", headers=auth, json={})).status_code == 409
    refused = await api.post(f"{PREFIX}/{app_id}/spid/confirmation", headers=auth, json={})
    assert refused.status_code == 409


async def test_spid_callback_with_an_unknown_state_is_refused(api: httpx.AsyncClient) -> None:
    """A page the browser lands on: back to /spid, not a bare JSON error."""
    answer = await api.get("/main/api/spid/callback", params={"state": "DS_loan-x.forged"})
    assert answer.status_code == 303
    assert answer.headers["location"] == "/main/spid?errore=accesso"


async def test_a_login_is_finished_only_by_the_browser_that_opened_it(
    api: httpx.AsyncClient,
) -> None:
    """Found by a review: anyone holding a login's callback address finished it. Someone who
    filled an application with another person's name and their own phone could send that
    person the gateway's page, and their SPID login would confirm the application; whoever
    read the address in a log could spend the applicant's attempts."""
    app_id, auth = await to_documents(api)
    callback = await gateway_answer(api, app_id, auth, "mario-rossi")
    transport = api._transport
    async with httpx.AsyncClient(transport=transport, base_url=api.base_url) as other:
        elsewhere = await other.get(callback)
        assert elsewhere.status_code == 303
        assert elsewhere.headers["location"] == "/main/spid?errore=accesso"
        failed = await other.get(callback.replace("code=", "error=server_error&code="))
        assert failed.headers["location"] == "/main/spid?errore=accesso"
    untouched = (await api.get(f"{PREFIX}/{app_id}", headers=auth)).json()
    assert untouched["spid"]["info"] is None and untouched["spid"]["errorCounter"] == 0
    # The applicant's own browser still finishes it.
    back = await api.get(callback)
    assert back.headers["location"] == "/main/spid/documenti", back.text


async def test_a_code_the_gateway_does_not_know_is_a_failed_login_not_a_500(
    api: httpx.AsyncClient,
) -> None:
    """Found by a review: authlib's error for a refused code exchange (an expired or used
    code) was not caught, and the browser landed on a JSON 500 with the login spent."""
    app_id, auth = await to_documents(api)
    callback = await gateway_answer(api, app_id, auth, "mario-rossi")
    forged = re.sub(r"code=[^&]+", "code=bogus", callback)
    back = await api.get(forged)
    assert back.status_code == 303, back.text
    assert back.headers["location"] == "/main/spid?errore=accesso"
    snapshot = (await api.get(f"{PREFIX}/{app_id}", headers=auth)).json()
    assert snapshot["spid"]["errorCounter"] == 1 and snapshot["spid"]["info"] is None


async def test_a_login_signed_with_a_key_rotated_since_the_keys_were_read_still_holds(
    api: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Found by a review: the gateway's keys were kept for an hour with no second read, so a
    rotation in that hour failed every login, each costing the applicant an attempt."""
    from api.routes import spid

    app_id, auth = await to_documents(api)
    assert (await api.post(f"{PREFIX}/{app_id}/spid", headers=auth, json={})).status_code == 200
    # The cached set as it would be had the gateway signed with a key it holds no longer.
    [(issuer, (until, metadata))] = spid._discovery.items()
    retired = RSAKey.generate_key(2048, parameters={"kid": "retired", "use": "sig"})
    stale = {**metadata, "jwks": KeySet([retired]).as_dict(private=False)}
    monkeypatch.setitem(spid._discovery, issuer, (until, stale))
    back = await login_as(api, app_id, auth, "mario-rossi")
    assert back.headers["location"] == "/main/spid/documenti"
    assert spid._discovery[issuer][1]["jwks"] != stale["jwks"]


async def test_userinfo_of_another_subject_than_the_id_token_is_refused(
    api: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """OpenID Connect Core §5.3.2: the attributes must be of the subject the ID token names."""
    from api.routes import spid

    def with_other_subject(settings: Settings, **kwargs: Any) -> AsyncOAuth2Client:
        client = real_client(settings, **kwargs)
        read = client.get

        async def get(url: str, **options: Any) -> httpx.Response:
            answer = await read(url, **options)
            attributes = {**answer.json(), "sub": "un-altro-soggetto"}
            return httpx.Response(answer.status_code, json=attributes, request=answer.request)

        client.get = get  # type: ignore[method-assign]
        return client

    real_client = spid._client
    monkeypatch.setattr(spid, "_client", with_other_subject)
    app_id, auth = await to_documents(api)
    back = await login_as(api, app_id, auth, "mario-rossi")
    assert back.headers["location"].startswith("/main/spid?errore=")
    snapshot = (await api.get(f"{PREFIX}/{app_id}", headers=auth)).json()
    assert snapshot["spid"]["info"] is None and snapshot["spid"]["errorCounter"] == 1


async def test_spid_data_put_aside_for_the_documents(api: httpx.AsyncClient) -> None:
    """/spid/documenti's way out: SPID's values cannot be changed, so data the applicant cannot
    confirm (or the document check refuses) give way to uploading the documents."""
    app_id, auth = await to_documents(api)
    await login_as(api, app_id, auth, "mario-rossi")
    declined = await api.post(f"{PREFIX}/{app_id}/spid/decline", headers=auth, json={})
    assert declined.status_code == 200 and declined.json()["ok"], declined.text
    # The sandbox's partner offers the remote check: that is the way on (else the documents).
    assert declined.json()["snapshot"]["route"] == "/onfido"
    again = await api.post(f"{PREFIX}/{app_id}/spid/decline", headers=auth, json={})
    assert again.status_code == 409


async def test_a_confirmation_with_characters_no_document_prints_is_refused_on_its_field(
    api: httpx.AsyncClient,
) -> None:
    app_id, auth = await to_documents(api)
    await login_as(api, app_id, auth, "mario-rossi")
    refused = await api.post(
        f"{PREFIX}/{app_id}/spid/confirmation",
        headers=auth,
        json={"values": {"provinciaRilascio": "M\u202e"}},
    )
    assert refused.status_code == 422, refused.text
    assert refused.json()["errors"] == {"values.provinciaRilascio": messages.TESTO_NON_VALIDO}
    snapshot = (await api.get(f"{PREFIX}/{app_id}", headers=auth)).json()
    assert snapshot["route"] == "/spid/documenti" and not snapshot["spid"]["confirmed"]
