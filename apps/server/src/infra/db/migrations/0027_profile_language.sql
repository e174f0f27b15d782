-- Profile settings (docs/administration.md "Profile settings"): the language a user chose. Spec §1/§9
-- load English and list Turkish.
alter table users add column language text not null default 'en' check (language in ('en', 'tr'));
