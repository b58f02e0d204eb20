import {
  NOT_TAKING_PRIVATE_CLASSES,
  PRIVATE_CLASSES_CLOSED,
  PROFESSOR_NOT_FOUND,
  type PrivateClass,
  type PrivateClassRequestBody,
} from '../../../contract/private-classes';
import type { AppLanguage } from '../../../contract/common';
import { privateClasses } from '../../db/schema/private-classes';
import { transactionWithEvents } from '../../plugins/events';
import { conflict, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { notify } from '../notifications/index';
import { findUserById } from '../users/index';
import type { PrivateClassContext } from './context';
import { requestedText } from './notification-texts';
import { getPrivateClass } from './private-classes.read-model';
import { getPlatformSettings, professorSettingsRow } from './settings';
import { assertSubjectsExist } from './subjects.read-model';

/**
 * A student asks one professor, by id, for N sessions. Refused (409) when private classes are closed or the
 * professor does not take them; the subject must be one the professor teaches when they listed any.
 */
export async function createRequest(
  ctx: PrivateClassContext,
  student: AuthUser,
  input: PrivateClassRequestBody,
  language: AppLanguage,
): Promise<PrivateClass> {
  const professor = await findUserById(ctx.db, input.professor_id);
  if (!professor || professor.role !== 'professor') throw notFound(PROFESSOR_NOT_FOUND);
  const [platform, settings] = await Promise.all([
    getPlatformSettings(ctx.db),
    professorSettingsRow(ctx.db, professor.id),
  ]);
  if (!platform.enabled) throw conflict(PRIVATE_CLASSES_CLOSED);
  if (!settings?.enabled) throw conflict(NOT_TAKING_PRIVATE_CLASSES);
  await assertSubjectsExist(
    ctx.db,
    input.material_id ? [input.material_id] : [],
    input.language_level_id ? [input.language_level_id] : [],
  );
  const { id, mail } = await transactionWithEvents(ctx, async (tx) => {
    const [row] = await tx
      .insert(privateClasses)
      .values({
        studentId: student.id,
        professorId: professor.id,
        materialId: input.material_id ?? null,
        languageLevelId: input.language_level_id ?? null,
        sessionsCount: input.sessions_count,
        preferredDates: input.preferred_dates,
        preferredTimes: input.preferred_times,
        note: input.note,
        phone: input.phone,
        sessionMinutes: settings.sessionMinutes,
      })
      .returning({ id: privateClasses.id });
    const told = await notify(ctx, tx, {
      userIds: [professor.id],
      type: 'private_class_requested',
      text: requestedText(student.name, input.sessions_count),
    });
    return { id: row!.id, mail: told };
  });
  ctx.sendLater(mail);
  return getPrivateClass(ctx.db, student, id, language);
}
