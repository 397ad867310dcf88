"""Signing codes on their way to the back office

Revision ID: 0010
Revises: 0009
"""

import sqlalchemy as sa
from alembic import op

revision = '0010'
down_revision = '0009'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        'signing_codes',
        sa.Column('ref', sa.String(64), primary_key=True),
        sa.Column(
            'draft_id',
            sa.String(64),
            sa.ForeignKey('applications.draft_id', ondelete='CASCADE'),
            nullable=False,
        ),
        sa.Column('code', sa.String(16), nullable=False),
        sa.Column('expires_at', sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index('ix_signing_codes_draft_id', 'signing_codes', ['draft_id'])
    op.create_index('ix_signing_codes_expires_at', 'signing_codes', ['expires_at'])


def downgrade() -> None:
    op.drop_index('ix_signing_codes_expires_at', 'signing_codes')
    op.drop_index('ix_signing_codes_draft_id', 'signing_codes')
    op.drop_table('signing_codes')
