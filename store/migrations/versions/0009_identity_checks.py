"""Remote identity checks and the webhook events taken

Revision ID: 0009
Revises: 0008
"""

import sqlalchemy as sa
from alembic import op

revision = '0009'
down_revision = '0008'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        'identity_checks',
        sa.Column('check_id', sa.String(64), primary_key=True),
        sa.Column(
            'draft_id',
            sa.String(64),
            sa.ForeignKey('applications.draft_id', ondelete='CASCADE'),
            nullable=False,
        ),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index('ix_identity_checks_draft_id', 'identity_checks', ['draft_id'])
    op.create_table(
        'identity_check_events',
        sa.Column('event_id', sa.String(64), primary_key=True),
        sa.Column('received_at', sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index(
        'ix_identity_check_events_received_at', 'identity_check_events', ['received_at']
    )


def downgrade() -> None:
    op.drop_index('ix_identity_check_events_received_at', 'identity_check_events')
    op.drop_table('identity_check_events')
    op.drop_index('ix_identity_checks_draft_id', 'identity_checks')
    op.drop_table('identity_checks')
