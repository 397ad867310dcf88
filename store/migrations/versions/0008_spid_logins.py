"""SPID logins under way

Revision ID: 0008
Revises: 0007
"""

import sqlalchemy as sa
from alembic import op

revision = '0008'
down_revision = '0007'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        'spid_logins',
        sa.Column('state_hash', sa.String(64), primary_key=True),
        sa.Column(
            'draft_id',
            sa.String(64),
            sa.ForeignKey('applications.draft_id', ondelete='CASCADE'),
            nullable=False,
        ),
        sa.Column('code_verifier', sa.String(128), nullable=False),
        sa.Column('nonce', sa.String(64), nullable=False),
        sa.Column('expires_at', sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index('ix_spid_logins_draft_id', 'spid_logins', ['draft_id'])


def downgrade() -> None:
    op.drop_index('ix_spid_logins_draft_id', 'spid_logins')
    op.drop_table('spid_logins')
