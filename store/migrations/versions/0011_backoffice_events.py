"""The back office's webhook events taken

Revision ID: 0011
Revises: 0010
"""

import sqlalchemy as sa
from alembic import op

revision = '0011'
down_revision = '0010'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        'backoffice_events',
        sa.Column('event_id', sa.String(64), primary_key=True),
        sa.Column('received_at', sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index('ix_backoffice_events_received_at', 'backoffice_events', ['received_at'])


def downgrade() -> None:
    op.drop_index('ix_backoffice_events_received_at', 'backoffice_events')
    op.drop_table('backoffice_events')
