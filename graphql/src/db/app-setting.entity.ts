import { defineEntity, p } from '@mikro-orm/core';

/** Small facts about the installation itself, such as when the catalogue was seeded. */
const AppSettingSchema = defineEntity({
  name: 'AppSetting',
  tableName: 'app_setting',
  properties: {
    key: p.string().length(50).primary(),
    value: p.text(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class AppSetting extends AppSettingSchema.class {}
AppSettingSchema.setClass(AppSetting);
