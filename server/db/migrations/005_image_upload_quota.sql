-- Images each user sent for processing (decoding costs CPU whatever the outcome): the daily upload quota counts
-- them over the last 24 hours.
create table image_uploads (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index image_uploads_user_idx on image_uploads (user_id, created_at);
