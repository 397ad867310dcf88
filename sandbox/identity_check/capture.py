"""The hosted capture page: the applicant picks a document, photographs its sides and takes a
selfie, each uploaded from the browser with the SDK token; then back to the client's page.

Plain HTML and a small inline script, no build step. The camera is used when the browser grants
it; "Carica un file" is always there, and the only way when there is no camera.
"""

import json
import secrets
from datetime import UTC, datetime
from html import escape
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from sandbox.auth import as_utc
from sandbox.db import IdcheckSdkToken
from sandbox.identity_check.provider import API, database_of, settings_of, token_sha256
from sandbox.settings import Settings

router = APIRouter(prefix="/idcheck", tags=["identity check"])

LOOPBACK = {"localhost", "127.0.0.1"}


def return_url_allowed(settings: Settings, return_url: str) -> bool:
    """A prefix of the allowed list; a loopback one matches on any port (as the eID gateway's
    redirects, RFC 8252 §7.3), because a local run's web app port is chosen at run time."""
    asked = urlsplit(return_url)
    if asked.scheme not in ("http", "https") or asked.fragment or "\\" in return_url:
        return False
    if ".." in asked.path.split("/"):
        # "/main/../admin" starts with the prefix but is not under it.
        return False
    for prefix in settings.idcheck_return_urls:
        if return_url.startswith(prefix):
            return True
        known = urlsplit(prefix)
        if (
            known.hostname in LOOPBACK
            and asked.hostname in LOOPBACK
            and known.scheme == asked.scheme
            and asked.path.startswith(known.path)
        ):
            return True
    return False


def with_outcome(return_url: str, outcome: str) -> str:
    """The return URL with `idcheck=<outcome>` added to its query."""
    parts = urlsplit(return_url)
    query = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k != "idcheck"]
    return urlunsplit(parts._replace(query=urlencode([*query, ("idcheck", outcome)])))


STYLE = """
*{box-sizing:border-box}[hidden]{display:none!important}
body{font-family:system-ui,sans-serif;line-height:1.5;margin:0;padding:1rem;color:#1b1b1b;
background:#fff}
main{max-width:36rem;margin:0 auto}
h1{font-size:1.5rem}h2{font-size:1.2rem}
fieldset{border:1px solid #767676;border-radius:.4rem;padding:.5rem 1rem}
label{display:block;padding:.4rem 0}
button,.file{display:block;width:100%;min-height:2.75rem;margin:.6rem 0;padding:.6rem 1rem;
font:inherit;border-radius:.4rem;border:2px solid #0b4fa3;background:#0b4fa3;color:#fff;
text-align:center;cursor:pointer}
button.secondary,.file{background:#fff;color:#0b4fa3}
button[disabled]{opacity:.5;cursor:not-allowed}
:focus-visible,.file:focus-within{outline:3px solid #c43b00;outline-offset:2px}
video,canvas{display:block;width:100%;max-width:100%;background:#222;border-radius:.4rem}
.note{background:#fff4e5;border-left:4px solid #c43b00;padding:.5rem}
.error{color:#a30000}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
"""

SCRIPT = r"""
(function () {
  var data = JSON.parse(document.getElementById('dati').textContent);
  var steps = [];
  var index = 0;
  var stream = null;
  var chosen = null;
  var $ = function (id) { return document.getElementById(id); };

  function say(text, isError) {
    var status = $('stato');
    status.textContent = text;
    status.className = isError ? 'error' : '';
  }
  function stopCamera() {
    if (stream) { stream.getTracks().forEach(function (t) { t.stop(); }); stream = null; }
    $('video').srcObject = null;
  }
  function cameraUnavailable() {
    $('camera').hidden = true;
    $('senza-camera').hidden = false;
  }
  function startCamera(step) {
    stopCamera();
    if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
      cameraUnavailable();
      return;
    }
    var facing = step.selfie ? 'user' : 'environment';
    navigator.mediaDevices.getUserMedia({ video: { facingMode: facing }, audio: false })
      .then(function (s) {
        stream = s;
        $('video').srcObject = s;
        $('camera').hidden = false;
        $('senza-camera').hidden = true;
      })
      .catch(cameraUnavailable);
  }
  function show(section) {
    ['passo-documento', 'passo-foto', 'passo-invio'].forEach(function (id) {
      $(id).hidden = id !== section;
    });
  }
  function showStep() {
    var step = steps[index];
    $('titolo-foto').textContent = 'Passo ' + (index + 2) + ': ' + step.title;
    $('istruzioni').textContent = step.hint;
    $('file').value = '';
    say('', false);
    show('passo-foto');
    $('titolo-foto').focus();
    startCamera(step);
  }
  function upload(blob, name) {
    var step = steps[index];
    var form = new FormData();
    form.append('file', blob, name);
    var url = data.api + '/live_photos';
    if (!step.selfie) {
      url = data.api + '/documents';
      form.append('type', chosen);
      form.append('side', step.side);
    }
    say('Invio della foto in corso…', false);
    $('scatta').disabled = true;
    return fetch(url, {
      method: 'POST', body: form, headers: { Authorization: 'Bearer ' + data.token }
    }).then(function (answer) {
      $('scatta').disabled = false;
      if (answer.status === 401) {
        say('La sessione è scaduta: annulla e riprova dal sito.', true);
        return;
      }
      if (!answer.ok) {
        say('La foto non è stata accettata: deve essere un\'immagine JPEG o PNG ' +
          'di al massimo 10 MB. Riprova.', true);
        return;
      }
      index += 1;
      if (index < steps.length) {
        showStep();
      } else {
        stopCamera();
        show('passo-invio');
        $('titolo-invio').focus();
      }
    }).catch(function () {
      $('scatta').disabled = false;
      say('Connessione non riuscita: riprova.', true);
    });
  }

  $('scegli').addEventListener('submit', function (event) {
    event.preventDefault();
    var picked = document.querySelector('input[name="documento"]:checked');
    if (!picked) {
      say('Scegli il documento da fotografare.', true);
      $('documento-errore').textContent = 'Scegli il documento da fotografare.';
      return;
    }
    chosen = picked.value;
    var label = picked.dataset.label;
    steps = [{ side: 'front', title: 'foto del fronte',
      hint: 'Inquadra il fronte del documento (' + label + ') per intero, ' +
        'su una superficie scura e ben illuminata.' }];
    if (chosen !== 'passport') {
      steps.push({ side: 'back', title: 'foto del retro',
        hint: 'Ora il retro del documento, per intero e leggibile.' });
    }
    steps.push({ selfie: true, title: 'selfie',
      hint: 'Guarda la fotocamera, con il viso ben illuminato e scoperto.' });
    index = 0;
    showStep();
  });
  $('scatta').addEventListener('click', function () {
    var video = $('video');
    if (!stream || !video.videoWidth) { say('La fotocamera non è ancora pronta.', true); return; }
    var canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d').drawImage(video, 0, 0);
    canvas.toBlob(function (blob) { upload(blob, 'foto.jpg'); }, 'image/jpeg', 0.92);
  });
  $('file').addEventListener('change', function () {
    var file = $('file').files[0];
    if (file) { upload(file, file.name); }
  });
  $('invia').addEventListener('click', function () { window.location.assign(data.done); });
  $('annulla').addEventListener('click', function () {
    stopCamera();
    window.location.assign(data.cancel);
  });
})();
"""

DOCUMENTS = (
    ("national_identity_card", "Carta d'identità"),
    ("passport", "Passaporto"),
    ("driving_licence", "Patente di guida"),
    ("residence_permit", "Permesso di soggiorno"),
)


def _page(title: str, body: str, nonce: str, script: str = "") -> str:
    return (
        '<!doctype html><html lang="it"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        # No favicon request: the page loads nothing but itself.
        '<link rel="icon" href="data:,">'
        f'<title>{escape(title)}</title><style nonce="{nonce}">{STYLE}</style></head>'
        f"<body><main>{body}</main>{script}</body></html>"
    )


def _headers(nonce: str) -> dict[str, str]:
    # The page runs only its own script, talks only to this provider, and is never framed.
    policy = (
        f"default-src 'none'; script-src 'nonce-{nonce}'; style-src 'nonce-{nonce}'; "
        "connect-src 'self'; img-src 'self' blob: data:; media-src 'self' blob: mediastream:; "
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    )
    return {
        "Content-Security-Policy": policy,
        "Permissions-Policy": "camera=(self)",
        "Referrer-Policy": "no-referrer",
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
    }


def _message(title: str, text: str, status: int, back: str | None = None) -> HTMLResponse:
    nonce = secrets.token_urlsafe(16)
    link = f'<p><a href="{escape(back)}">Torna al sito</a></p>' if back else ""
    body = f"<h1>{escape(title)}</h1><p>{escape(text)}</p>{link}"
    return HTMLResponse(_page(title, body, nonce), status_code=status, headers=_headers(nonce))


def _form(nonce: str, data: dict[str, str]) -> str:
    radios = "".join(
        f'<label><input type="radio" name="documento" value="{value}" '
        f'data-label="{escape(label)}" aria-describedby="documento-errore"> {escape(label)}</label>'
        for value, label in DOCUMENTS
    )
    # "<" escaped in the JSON: nothing in it can close the script element.
    payload = json.dumps(data).replace("<", "\\u003c")
    body = f"""
<h1>Verifica della tua identità</h1>
<p>Ti chiediamo la foto di un documento d'identità valido e un selfie. Ci vogliono pochi minuti.</p>
<section id="passo-documento" aria-labelledby="titolo-documento">
<h2 id="titolo-documento">Passo 1: scegli il documento</h2>
<form id="scegli" novalidate>
<fieldset><legend>Quale documento vuoi usare?</legend>{radios}</fieldset>
<p id="documento-errore" class="error" aria-live="polite"></p>
<button type="submit">Continua</button>
</form>
</section>
<section id="passo-foto" hidden aria-labelledby="titolo-foto">
<h2 id="titolo-foto" tabindex="-1">Foto</h2>
<p id="istruzioni"></p>
<div id="camera" hidden>
<video id="video" autoplay playsinline muted aria-label="Anteprima della fotocamera"></video>
<button type="button" id="scatta">Scatta la foto</button>
</div>
<p id="senza-camera" class="note" hidden>Non possiamo usare la fotocamera: il dispositivo non ne
ha una oppure l'accesso non è stato consentito. Puoi caricare una foto già scattata con
«Carica un file».</p>
<label class="file">Carica un file<input class="visually-hidden" type="file" id="file"
 name="file" accept="image/jpeg,image/png,image/heic,.heic"></label>
</section>
<section id="passo-invio" hidden aria-labelledby="titolo-invio">
<h2 id="titolo-invio" tabindex="-1">Foto pronte</h2>
<p>Abbiamo ricevuto le foto. Premi «Invia» per tornare al sito e completare la verifica.</p>
<button type="button" id="invia">Invia</button>
</section>
<p id="stato" role="status" aria-live="polite"></p>
<button type="button" id="annulla" class="secondary">Annulla</button>
"""
    script = (
        f'<script id="dati" type="application/json" nonce="{nonce}">{payload}</script>'
        f'<script nonce="{nonce}">{SCRIPT}</script>'
    )
    return _page("Verifica della tua identità", body, nonce, script)


@router.get("/capture", response_class=HTMLResponse)
def read_capture_page(request: Request, sdk_token: str = "", return_url: str = "") -> HTMLResponse:
    """The capture page for the applicant of `sdk_token`, going back to `return_url`."""
    settings = settings_of(request)
    if not return_url_allowed(settings, return_url):
        # Never redirected to: the browser could be sent anywhere.
        return _message(
            "Richiesta non valida", "L'indirizzo di ritorno non è tra quelli autorizzati.", 400
        )
    cancel = with_outcome(return_url, "annullato")
    with database_of(request).session() as session:
        token = session.get(IdcheckSdkToken, token_sha256(sdk_token)) if sdk_token else None
        valid = token is not None and as_utc(token.expires_at) > datetime.now(UTC)
    if not valid:
        return _message(
            "Sessione scaduta",
            "Il collegamento per la verifica non è valido o è scaduto. Torna al sito e riprova.",
            401,
            back=cancel,
        )
    nonce = secrets.token_urlsafe(16)
    data = {
        "api": API,
        "token": sdk_token,
        "done": with_outcome(return_url, "completato"),
        "cancel": cancel,
    }
    return HTMLResponse(_form(nonce, data), headers=_headers(nonce))
