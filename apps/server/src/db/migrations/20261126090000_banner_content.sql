-- A banner's own content: a headline and a call to action per language (drawn over the image,
-- so they are text a player can read and a screen reader can speak), and a narrow image for
-- phones beside the wide one (image_url).
ALTER TABLE announcements
  ADD COLUMN cta jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN mobile_image_url text;
