"""rate limits, token use, resume-otp sends

Revision ID: 0005
Revises: 0004
"""

import sqlalchemy as sa
from alembic import op

revision = '0005'
down_revision = '0004'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('rate_limit_windows',
    sa.Column('key', sa.String(length=160), nullable=False),
    sa.Column('window_start', sa.DateTime(timezone=True), nullable=False),
    sa.Column('count', sa.Integer(), nullable=False),
    sa.PrimaryKeyConstraint('key', 'window_start')
    )
    with op.batch_alter_table('access_tokens') as batch:
        batch.add_column(sa.Column('last_used_at', sa.DateTime(timezone=True), nullable=True))
    with op.batch_alter_table('resume_otps') as batch:
        batch.add_column(sa.Column('sends', sa.Integer(), nullable=False, server_default='0'))
        batch.add_column(sa.Column('window_started_at', sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column('last_sent_at', sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('resume_otps') as batch:
        batch.drop_column('last_sent_at')
        batch.drop_column('window_started_at')
        batch.drop_column('sends')
    with op.batch_alter_table('access_tokens') as batch:
        batch.drop_column('last_used_at')
    op.drop_table('rate_limit_windows')
