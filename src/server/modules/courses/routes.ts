import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idInput, idParam, messageBody } from '../../../contract/common';
import {
  assignLanguageAdminBody,
  assignMaterialBody,
  course,
  courseList,
  coursePath,
  courseSummary,
  type CourseSummary,
  COVER_MAX_BYTES,
  createMaterialForCourseBody,
  languageCoursePriceBody,
  languagePathBody,
  listCoursesQuery,
  materialOption,
  scanFilesReport,
  setCoursePriceBody,
} from '../../../contract/courses';
import { courseRevision, reviewRejectBody } from '../../../contract/course-revisions';
import { offlinePack } from '../../../contract/media';
import { badRequest } from '../../errors';
import { currentUser } from '../../plugins/access';
import { sendStoredFile } from '../../plugins/storage';
import { assertContentAccess, fileGrantViewer, getBlockFile } from './access';
import { attachBlockFile, createCourse, deleteCourse, setCover, updateCourse } from './authoring';
import { courseReadCache, getCourse } from './course-detail';
import { getOfflinePack } from './offline-pack';
import { sendLater } from '../notifications/index';
import { materialOptions } from '../structure/index';
import { listCourses } from './course-summary.read-model';
import { scanFiles } from './file-scan';
import {
  approveCourse,
  assignMaterial,
  createMaterialAndAssign,
  getCoursePath,
  rejectCourse,
  setCoursePrice,
  setLanguageCoursePrice,
  setLanguagePath,
} from './review';
import { decideCourse } from './revision-review';
import revisionRoutes from './revision-routes';
import { readBlockFile, readSubmission, withUploads } from './submission';

const blockParams = z.object({
  id: idInput,
  blockId: idInput,
});

const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db } = ctx;
  // Courses' rows for the course route, whoever reads (a buyer's page is their ownership check plus memory).
  const courseReads = courseReadCache(ctx.events);
  const tags = ['courses'];
  const admin = { access: ['admin'] as const };
  const professorOrAdmin = { access: ['professor', 'admin'] as const };
  /** An admin's placing of a course on a path approves it: recorded and announced like an approval. */
  const decided = async (req: FastifyRequest, id: number, work: () => Promise<CourseSummary>) => {
    const actor = currentUser(req);
    if (actor.role !== 'admin') return work();
    const { course: summary, mail } = await decideCourse(ctx, actor, id, work);
    sendLater(ctx, mail, req.log);
    return summary;
  };

  app.get(
    '/',
    {
      // A list sorted by purchases changes with every sale: it is never kept.
      config: {
        access: 'public',
        publicCache: (req) => (req.query as { sort?: unknown }).sort !== 'popular',
        // Approved courses are the same list for everyone but admins; a professor's own (`mine`) are theirs.
        publicCacheSignedIn: (req) => (req.query as { mine?: unknown }).mine !== 'true',
      },
      schema: { tags, querystring: listCoursesQuery, response: { 200: courseList } },
    },
    (req) => listCourses(db, req.auth, req.query, req.language),
  );
  app.get(
    '/admin/pending',
    {
      config: admin,
      schema: { tags, querystring: listCoursesQuery.omit({ status: true }), response: { 200: courseList } },
    },
    (req) => listCourses(db, req.auth, { ...req.query, status: 'pending' }, req.language),
  );
  app.get(
    '/materials/list',
    { config: { access: 'user' }, schema: { tags, response: { 200: z.array(materialOption) } } },
    (req) => materialOptions(db, req.language),
  );
  app.get('/admin/scan-files', { config: admin, schema: { tags, response: { 200: scanFilesReport } } }, () =>
    scanFiles(ctx),
  );
  app.post(
    '/language-course-price',
    {
      config: { ...admin, changesCounts: 'admins' },
      schema: { tags, body: languageCoursePriceBody, response: { 200: courseSummary } },
    },
    (req) => decided(req, req.body.course_id, () => setLanguageCoursePrice(db, currentUser(req), req.body)),
  );

  app.get(
    '/:id',
    {
      config: { access: 'public', publicCache: true },
      schema: { tags, params: idParam, response: { 200: course, 404: errorBody } },
    },
    (req) => getCourse(ctx, req.auth, req.params.id, req.language, courseReads),
  );
  app.post(
    '/',
    {
      config: { access: ['professor'], changesCounts: 'admins' },
      schema: {
        tags,
        description:
          "JSON (the course), or multipart/form-data with the course JSON in `data` and each file in the part named by its block's `fileField`.",
        response: { 201: course, 400: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (req, reply) => {
      const professor = currentUser(req);
      const { input, uploads } = await readSubmission(ctx, req, professor);
      const created = await withUploads(ctx, professor, uploads, () =>
        createCourse(ctx, professor, input, uploads),
      );
      return reply.status(201).send(created);
    },
  );
  app.put(
    '/:id',
    {
      config: { access: ['professor'], changesCounts: 'admins' },
      schema: {
        tags,
        description:
          'A course never approved is replaced in place (back to review). An approved course stays as it is: the edit goes to its draft revision, which is returned.',
        params: idParam,
        response: { 200: z.union([course, courseRevision]), 400: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (req) => {
      const professor = currentUser(req);
      const { input, uploads } = await readSubmission(ctx, req, professor);
      return withUploads(ctx, professor, uploads, () =>
        updateCourse(ctx, professor, req.params.id, input, uploads),
      );
    },
  );
  app.delete(
    '/:id',
    {
      config: { ...professorOrAdmin, changesCounts: 'admins' },
      schema: {
        tags,
        params: idParam,
        response: { 200: messageBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (req) => {
      const { refunded } = await deleteCourse(ctx, currentUser(req), req.params.id);
      return { message: refunded > 0 ? `Course deleted; ${refunded} buyer(s) refunded` : 'Course deleted' };
    },
  );
  app.get(
    '/:id/path',
    {
      config: { access: 'public', publicCache: true },
      schema: { tags, params: idParam, response: { 200: coursePath } },
    },
    (req) => getCoursePath(db, req.auth, req.params.id, req.language),
  );
  app.get(
    '/:id/files/:blockId',
    {
      // Stored files go as they are stored: their length and byte ranges must stay exact.
      compress: false,
      config: { access: 'public' },
      schema: {
        tags,
        description: 'Authorised by a bearer token or by the grant `t` in the URL the course response gives.',
        params: blockParams,
        querystring: z.object({ download: z.enum(['1']).optional(), t: z.string().max(2000).optional() }),
      },
    },
    async (req, reply) => {
      const viewer = req.auth ?? (await fileGrantViewer(ctx, req.query.t, req.params));
      await assertContentAccess(db, viewer, req.params.id);
      const file = await getBlockFile(db, req.params.id, req.params.blockId);
      // Media and PDFs open in the page (sandboxed, never as HTML); everything else downloads.
      const viewable = /^(application\/pdf|image\/|video\/|audio\/)/.test(file.fileType ?? '');
      return sendStoredFile(reply, ctx.storage, file.fileKey, {
        disposition: viewable && req.query.download !== '1' ? 'inline' : 'attachment',
        filename: file.fileName ?? undefined,
        range: req.headers.range,
      });
    },
  );
  // What a device may keep for offline reading (issue 21): file URLs with grants until `expiresAt`.
  app.get(
    '/:id/offline',
    {
      config: { access: 'user' },
      schema: { tags, params: idParam, response: { 200: offlinePack, 403: errorBody, 404: errorBody } },
    },
    (req) => getOfflinePack(ctx, currentUser(req), req.params.id),
  );
  app.put(
    '/:id/blocks/:blockId/file',
    {
      config: { access: ['professor'], changesCounts: 'admins' },
      schema: {
        tags,
        description: 'For an approved course the file goes to its draft revision, which is returned.',
        consumes: ['multipart/form-data'],
        params: blockParams,
        response: { 200: z.union([course, courseRevision]) },
      },
    },
    async (req) => {
      const professor = currentUser(req);
      const upload = await readBlockFile(ctx, req, professor);
      return withUploads(ctx, professor, new Map([['file', upload]]), () =>
        attachBlockFile(ctx, professor, req.params.id, req.params.blockId, upload),
      );
    },
  );
  app.put(
    '/:id/cover',
    {
      config: professorOrAdmin,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 200: z.object({ cover_url: z.string() }) },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const part = await req.file({ limits: { fileSize: COVER_MAX_BYTES, files: 1 } });
      if (!part || part.fieldname !== 'cover') throw badRequest('cover: an image file is required');
      return { cover_url: await setCover(ctx, actor, req.params.id, await part.toBuffer()) };
    },
  );

  // Review and paths
  app.put(
    '/:id/approve',
    {
      config: { ...admin, changesCounts: 'admins' },
      schema: { tags, params: idParam, response: { 200: courseSummary, 409: errorBody } },
    },
    async (req) => {
      const admin = currentUser(req);
      const { course, mail } = await decideCourse(ctx, admin, req.params.id, () =>
        approveCourse(db, admin, req.params.id),
      );
      sendLater(ctx, mail, req.log);
      return course;
    },
  );
  app.put(
    '/:id/reject',
    {
      config: { ...admin, changesCounts: 'admins' },
      schema: { tags, params: idParam, body: reviewRejectBody, response: { 200: courseSummary } },
    },
    async (req) => {
      const admin = currentUser(req);
      const { course, mail } = await decideCourse(
        ctx,
        admin,
        req.params.id,
        () => rejectCourse(db, admin, req.params.id, req.body.reason),
        req.body,
      );
      sendLater(ctx, mail, req.log);
      return course;
    },
  );
  app.put(
    '/:id/price',
    {
      config: admin,
      schema: { tags, params: idParam, body: setCoursePriceBody, response: { 200: courseSummary } },
    },
    (req) => setCoursePrice(db, req.params.id, req.body.price),
  );
  app.put(
    '/:id/assign-material',
    {
      config: { ...professorOrAdmin, changesCounts: 'admins' },
      schema: { tags, params: idParam, body: assignMaterialBody, response: { 200: courseSummary } },
    },
    (req) =>
      decided(req, req.params.id, () =>
        assignMaterial(db, currentUser(req), req.params.id, req.body.material_id),
      ),
  );
  app.put(
    '/:id/assign-material-admin',
    {
      config: { ...admin, changesCounts: 'admins' },
      schema: { tags, params: idParam, body: assignMaterialBody, response: { 200: courseSummary } },
    },
    (req) =>
      decided(req, req.params.id, () =>
        assignMaterial(db, currentUser(req), req.params.id, req.body.material_id),
      ),
  );
  app.put(
    '/:id/create-material',
    {
      config: { ...admin, changesCounts: 'admins' },
      schema: { tags, params: idParam, body: createMaterialForCourseBody, response: { 200: courseSummary } },
    },
    (req) =>
      decided(req, req.params.id, () =>
        createMaterialAndAssign(db, currentUser(req), req.params.id, req.body),
      ),
  );
  app.put(
    '/:id/language-path',
    {
      config: professorOrAdmin,
      schema: { tags, params: idParam, body: languagePathBody, response: { 200: courseSummary } },
    },
    (req) => setLanguagePath(db, currentUser(req), req.params.id, req.body.language_level_id),
  );
  app.put(
    '/:id/assign-language-admin',
    {
      config: { ...admin, changesCounts: 'admins' },
      schema: { tags, params: idParam, body: assignLanguageAdminBody, response: { 200: courseSummary } },
    },
    (req) =>
      decided(req, req.params.id, () =>
        setLanguageCoursePrice(db, currentUser(req), {
          course_id: req.params.id,
          language_level_id: req.body.language_level_id,
          price: req.body.price,
        }),
      ),
  );

  await app.register(revisionRoutes);
};

export default coursesRoutes;
