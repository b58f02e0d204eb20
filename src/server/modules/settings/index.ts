// The settings module's public API: platform settings admins manage, and the professors' upload quotas.
export { readSetting, settingValue, writeSetting } from './service';
export { getUploadQuotas, recordUploads, setUploadQuotas, uploadAllowance } from './upload-quotas';
export { isRegistrationOpen, keptDefaultLanguage, mailSenderName } from './platform-settings';
