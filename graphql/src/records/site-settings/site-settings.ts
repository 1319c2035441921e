/**
 * Site settings: one record for what every public page shows around its content: the site's name,
 * the footer's text and social links, and an announcement bar shown between its start and end; and
 * whether other sites may embed the calculators at all.
 */
// Its GraphQL types are declared beside the definition, which the ORM and the seed read too: whoever
// opens the database (the launcher, the admin command, a test) needs the decorators' polyfill first.
import 'reflect-metadata';
import { Field, InputType, ObjectType } from 'type-graphql';
import { linkList, linkTarget, type FieldRule } from '../../api/validation.ts';
import { defineRecordKind, flag, itemList, keyText, moment, optionalLink, text } from '../definition.ts';

@ObjectType('SocialLink', { simpleResolvers: true, description: 'A link to the site elsewhere, shown in the footer.' })
export class SocialLinkObject {
  @Field(() => String, { description: 'What the link says, e.g. Mastodon.' })
  label!: string;

  @Field(() => String, { description: 'An http(s) URL.' })
  url!: string;
}

@InputType('SocialLinkInput', { description: 'A link to the site elsewhere: label and http(s) URL, both required.' })
export class SocialLinkInput {
  @Field(() => String, { description: 'At most 60 characters.' })
  label!: string;

  @Field(() => String, { description: 'An http(s) URL, at most 500 characters.' })
  url!: string;
}

/** The one record's key. */
export const siteSettingsKey = 'site';

const onlyKey: FieldRule<string> = Object.assign(
  (value: unknown) =>
    value === siteSettingsKey ? { ok: true as const, value: siteSettingsKey } : { ok: false as const, message: `must be ${siteSettingsKey}` },
  { schema: { const: siteSettingsKey } },
);

export const siteSettingsKind = defineRecordKind({
  name: 'SiteSettings',
  recordType: 'siteSettings',
  tableName: 'site_settings',
  label: 'site settings',
  rest: '/api/admin/site-settings',
  key: 'settingsKey',
  titleField: 'siteName',
  shownOnSite: true,
  singleton: { key: siteSettingsKey, get: 'siteSettings', update: 'updateSiteSettings' },
  fields: {
    settingsKey: keyText({ label: 'Key', description: `Always ${siteSettingsKey}: there is one record.`, maxLength: 20, rule: onlyKey }),
    siteName: text({
      label: 'Site name',
      description: 'The name in the header, the footer and the social tags (og:site_name), and in titles an SEO record leaves empty.',
      maxLength: 60,
      required: true,
    }),
    footerText: text({ label: 'Footer text', description: 'A line shown in every page’s footer.', maxLength: 500, long: true, marks: true }),
    socialLinks: itemList({
      label: 'Social links',
      description: 'Links to the site elsewhere, shown in the footer, in order (at most 8).',
      rule: linkList(8),
      output: () => SocialLinkObject,
      input: () => SocialLinkInput,
      selection: 'label url',
      hint: 'One per line: label, then its https:// address.',
    }),
    announcementText: text({
      label: 'Announcement',
      description: 'The announcement bar’s text, shown above every public page while it is active and between its start and end.',
      maxLength: 300,
      marks: true,
    }),
    announcementLink: optionalLink({
      label: 'Announcement link',
      description: 'Where the announcement leads, if anywhere: a path on this site or an http(s) address.',
      maxLength: 500,
      rule: linkTarget(500, { required: false }),
    }),
    announcementActive: flag({
      label: 'Announcement shown',
      description: 'Whether the announcement bar is on.',
      initial: false,
      onLabel: 'Show the announcement',
    }),
    announcementStartsAt: moment({ label: 'Announcement starts', description: 'From when it shows; at once when empty.' }),
    announcementEndsAt: moment({ label: 'Announcement ends', description: 'Until when it shows; for good when empty.' }),
    embeddingEnabled: flag({
      label: 'Embedding',
      description:
        'Whether other sites may embed the calculators (each calculator record may still turn its own off). Off: every /embed/ page answers 404 and no site may frame it, and no calculator page offers the Embed action or an oEmbed link.',
      initial: true,
      onLabel: 'Other sites may embed the calculators',
    }),
  },
  defaultOrder: { settingsKey: 'asc' },
  filters: {},
  orders: { settingsKey: { property: 'settingsKey' } },
  checkSave: async (_em, record) => {
    const problems: Record<string, string> = {};
    if (record.announcementActive === true && String(record.announcementText ?? '').trim() === '') {
      problems.announcementText = 'is required while the announcement is shown';
    }
    const starts = record.announcementStartsAt instanceof Date ? record.announcementStartsAt : null;
    const ends = record.announcementEndsAt instanceof Date ? record.announcementEndsAt : null;
    if (starts && ends && ends <= starts) problems.announcementEndsAt = 'must be after the start';
    return problems;
  },
  admin: { noun: 'site settings', heading: 'Site settings', columns: [] },
});
