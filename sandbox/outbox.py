"""The outbox of SMS and e-mails; e-mails also go out over SMTP when a server is configured."""

from email.message import EmailMessage

import aiosmtplib

from sandbox.db import OutboxMessage
from sandbox.protocol import Context


async def send_email(ctx: Context, to: str, subject: str, body: str, kind: str) -> OutboxMessage:
    message = OutboxMessage(
        channel="email", recipient=to.lower(), subject=subject, body=body, kind=kind
    )
    settings = ctx.settings
    if settings.smtp_host:
        email = EmailMessage()
        email["From"] = settings.smtp_sender
        email["To"] = to
        email["Subject"] = subject
        email.set_content(body)
        try:
            await aiosmtplib.send(
                email, hostname=settings.smtp_host, port=settings.smtp_port or 25, timeout=10
            )
            message.delivery = "inviata"
        except (aiosmtplib.SMTPException, OSError) as error:
            # The outbox keeps the message either way; the operator page shows why it did not leave.
            message.delivery = f"errore: {error}"[:200]
    ctx.session.add(message)
    return message


def send_sms(ctx: Context, to: str, body: str, kind: str) -> OutboxMessage:
    message = OutboxMessage(channel="sms", recipient=to, subject=None, body=body, kind=kind)
    ctx.session.add(message)
    return message
