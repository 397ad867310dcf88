"""the documents step's phone hand-off

Revision ID: 0007
Revises: 0006
"""

import sqlalchemy as sa
from alembic import op

revision = '0007'
down_revision = '0006'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        'mobile_links',
        sa.Column('code_hash', sa.String(64), primary_key=True),
        sa.Column(
            'draft_id',
            sa.String(64),
            sa.ForeignKey('applications.draft_id', ondelete='CASCADE'),
            nullable=False,
        ),
        sa.Column('expires_at', sa.DateTime(timezone=True), nullable=False),
        sa.Column('upload_token_hash', sa.String(64), nullable=True, unique=True),
        sa.Column('upload_expires_at', sa.DateTime(timezone=True), nullable=True),
    )
    op.create_index('ix_mobile_links_draft_id', 'mobile_links', ['draft_id'])


def downgrade() -> None:
    op.drop_index('ix_mobile_links_draft_id', 'mobile_links')
    op.drop_table('mobile_links')
