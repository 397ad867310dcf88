"""Drafts: the resume code and its e-mail, the inactivity reminder, the resume one-time code.

Codes are made here, not in the workflow: workflow randomness is deterministic by design, and a
resume code must be unguessable (80 bits from the operating system, journey/rules/resume_code.py).
"""

import secrets
from datetime import UTC, datetime

from sqlalchemy.orm import Session, sessionmaker
from temporalio import activity

from activities.backoffice import BackOfficeClient
from activities.base import BackOfficeActivities
from activities.links import DraftLinks
from activities.models import DraftCodeRequest, DraftReminder, ResumeCode, ResumeOtpRequest
from journey import messages
from journey.rules import resume_code
from journey.rules.resume_code import format_resume_code
from journey.rules.routes import public_link, resume_link
from store.drafts import OTP_LIFETIME, set_resume_code, store_resume_otp

DRAFT_EMAIL, REMINDER_EMAIL = "BOZZADS", "PROMEMORIADS"


class DraftActivities(BackOfficeActivities):
    def __init__(
        self, client: BackOfficeClient, sessions: sessionmaker[Session], secret: str
    ) -> None:
        super().__init__(client, DraftLinks(secret))
        self._sessions = sessions
        self._secret = secret

    @activity.defn
    async def issue_resume_code(self, request: DraftCodeRequest) -> ResumeCode:
        """A new code (the previous one stops working), e-mailed with its link."""
        code = format_resume_code(
            "".join(secrets.choice(resume_code.ALPHABET) for _ in range(resume_code.LENGTH))
        )
        with self._sessions.begin() as session:
            set_resume_code(session, self._secret, request.session.draftId, code)
        link = public_link(request.publicUrl, resume_link(code))
        await self._send_email(
            {
                "tipo": DRAFT_EMAIL,
                "email": request.email,
                "nome": request.nome,
                "cognome": request.cognome,
                "linkRipresa": link,
                "codiceRipresa": code,
            },
            request.session,
        )
        return ResumeCode(code=code, link=link)

    @activity.defn
    async def send_reminder(self, reminder: DraftReminder) -> None:
        await self._send_email(
            {
                "tipo": REMINDER_EMAIL,
                "email": reminder.email,
                "nome": reminder.nome,
                "cognome": reminder.cognome,
                "linkRipresa": self._draft_link(reminder.publicUrl, reminder.session),
            },
            reminder.session,
        )

    @activity.defn
    async def send_resume_otp(self, request: ResumeOtpRequest) -> None:
        """Six digits by SMS to the phone on file, valid five minutes, stored as a keyed hash."""
        code = f"{secrets.randbelow(10**6):06d}"
        with self._sessions.begin() as session:
            store_resume_otp(
                session, self._secret, request.session.draftId, code, datetime.now(UTC)
            )
        minutes = int(OTP_LIFETIME.total_seconds() // 60)
        await self._deliver(
            "invioSms",
            {
                "numTelefono": request.mobilePhone,
                "testo": messages.SMS_CODICE_RIPRESA.format(codice=code, minuti=minutes),
            },
            request.session,
        )
