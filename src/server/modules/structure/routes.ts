import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam, messageBody } from '../../../contract/common';
import {
  language,
  languageBody,
  languageLevel,
  languageLevelBody,
  languageLevelPatch,
  languageLevelsQuery,
  languagePatch,
  level,
  levelBody,
  levelPatch,
  material,
  materialBody,
  materialPatch,
  materialsQuery,
  reorderLanguageLevelsBody,
  specialitiesQuery,
  structureTree,
  speciality,
  specialityBody,
  specialityPatch,
  year,
  yearBody,
  yearPatch,
  yearsQuery,
} from '../../../contract/structure';
import {
  createLevel,
  createMaterial,
  createSpeciality,
  createYear,
  deleteLevel,
  deleteMaterial,
  deleteSpeciality,
  deleteYear,
  getLevel,
  getMaterial,
  getSpeciality,
  getYear,
  listLevels,
  listMaterials,
  listSpecialities,
  listYears,
  updateLevel,
  updateMaterial,
  updateSpeciality,
  updateYear,
} from './academic-path';
import {
  createLanguage,
  createLanguageLevel,
  deleteLanguage,
  deleteLanguageLevel,
  listLanguageLevels,
  listLanguages,
  reorderLanguageLevels,
  updateLanguage,
  updateLanguageLevel,
  viewLanguage,
  viewLanguageLevel,
} from './languages';
import { getStructureTree } from './tree';
import { catalogueNamesFor } from './catalogue-rows';

const admin = { access: ['admin'] as const };
/**
 * Public reads, kept by the public-read cache until the catalogue changes. They differ only for admins (inactive
 * languages, names whole): students and professors get the anonymous answer, from the same kept entries.
 */
const anyone = { access: 'public' as const, publicCache: true, publicCacheSignedIn: true };
const deleted = { 200: messageBody, 404: errorBody, 409: errorBody };
/** Reads answer in the caller's language; admins get the names whole (see `catalogueNamesFor`). */
const names = (req: FastifyRequest) => catalogueNamesFor(req.auth, req.language);

/**
 * CRUD on the catalogue. Registered twice, under /api and /api/structure, which therefore serve the same data
 * (the specification's client uses both).
 */
const structureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['structure'];

  // Levels
  app.get('/levels', { config: anyone, schema: { tags, response: { 200: z.array(level) } } }, async (req) =>
    names(req)(await listLevels(db)),
  );
  app.post(
    '/levels',
    { config: admin, schema: { tags, body: levelBody, response: { 201: level } } },
    async (req, reply) => reply.status(201).send(await createLevel(db, req.body)),
  );
  app.get(
    '/levels/:id',
    { config: anyone, schema: { tags, params: idParam, response: { 200: level } } },
    async (req) => names(req)(await getLevel(db, req.params.id)),
  );
  app.put(
    '/levels/:id',
    { config: admin, schema: { tags, params: idParam, body: levelPatch, response: { 200: level } } },
    (req) => updateLevel(db, req.params.id, req.body),
  );
  app.delete(
    '/levels/:id',
    { config: admin, schema: { tags, params: idParam, response: deleted } },
    async (req) => {
      await deleteLevel(db, req.params.id);
      return { message: 'Level deleted' };
    },
  );
  app.get(
    '/levels/:id/years',
    { config: anyone, schema: { tags, params: idParam, response: { 200: z.array(year) } } },
    async (req) => names(req)(await listYears(db, req.params.id)),
  );

  // Years
  app.get(
    '/years',
    {
      config: anyone,
      schema: { tags, querystring: yearsQuery, response: { 200: z.array(year), 400: errorBody } },
    },
    async (req) => names(req)(await listYears(db, req.query.levelId)),
  );
  app.post(
    '/years',
    { config: admin, schema: { tags, body: yearBody, response: { 201: year } } },
    async (req, reply) => reply.status(201).send(await createYear(db, req.body)),
  );
  app.get(
    '/years/:id',
    { config: anyone, schema: { tags, params: idParam, response: { 200: year } } },
    async (req) => names(req)(await getYear(db, req.params.id)),
  );
  app.put(
    '/years/:id',
    { config: admin, schema: { tags, params: idParam, body: yearPatch, response: { 200: year } } },
    (req) => updateYear(db, req.params.id, req.body),
  );
  app.delete(
    '/years/:id',
    { config: admin, schema: { tags, params: idParam, response: deleted } },
    async (req) => {
      await deleteYear(db, req.params.id);
      return { message: 'Year deleted' };
    },
  );
  app.get(
    '/years/:id/specialities',
    { config: anyone, schema: { tags, params: idParam, response: { 200: z.array(speciality) } } },
    async (req) => names(req)(await listSpecialities(db, req.params.id)),
  );
  app.get(
    '/years/:id/materials',
    { config: anyone, schema: { tags, params: idParam, response: { 200: z.array(material) } } },
    async (req) => names(req)(await listMaterials(db, { yearId: req.params.id })),
  );

  // Specialities
  app.get(
    '/specialities',
    {
      config: anyone,
      schema: {
        tags,
        querystring: specialitiesQuery,
        response: { 200: z.array(speciality), 400: errorBody },
      },
    },
    async (req) => names(req)(await listSpecialities(db, req.query.yearId)),
  );
  app.post(
    '/specialities',
    { config: admin, schema: { tags, body: specialityBody, response: { 201: speciality } } },
    async (req, reply) => reply.status(201).send(await createSpeciality(db, req.body)),
  );
  app.get(
    '/specialities/:id',
    { config: anyone, schema: { tags, params: idParam, response: { 200: speciality } } },
    async (req) => names(req)(await getSpeciality(db, req.params.id)),
  );
  app.put(
    '/specialities/:id',
    {
      config: admin,
      schema: { tags, params: idParam, body: specialityPatch, response: { 200: speciality } },
    },
    (req) => updateSpeciality(db, req.params.id, req.body),
  );
  app.delete(
    '/specialities/:id',
    { config: admin, schema: { tags, params: idParam, response: deleted } },
    async (req) => {
      await deleteSpeciality(db, req.params.id);
      return { message: 'Speciality deleted' };
    },
  );
  app.get(
    '/specialities/:id/materials',
    { config: anyone, schema: { tags, params: idParam, response: { 200: z.array(material) } } },
    async (req) => names(req)(await listMaterials(db, { specialityId: req.params.id })),
  );

  // Materials
  app.get(
    '/materials',
    {
      config: anyone,
      schema: { tags, querystring: materialsQuery, response: { 200: z.array(material), 400: errorBody } },
    },
    async (req) => names(req)(await listMaterials(db, req.query)),
  );
  app.post(
    '/materials',
    { config: admin, schema: { tags, body: materialBody, response: { 201: material } } },
    async (req, reply) => reply.status(201).send(await createMaterial(db, req.body)),
  );
  app.get(
    '/materials/:id',
    { config: anyone, schema: { tags, params: idParam, response: { 200: material } } },
    async (req) => names(req)(await getMaterial(db, req.params.id)),
  );
  app.put(
    '/materials/:id',
    { config: admin, schema: { tags, params: idParam, body: materialPatch, response: { 200: material } } },
    (req) => updateMaterial(db, req.params.id, req.body),
  );
  app.delete(
    '/materials/:id',
    { config: admin, schema: { tags, params: idParam, response: deleted } },
    async (req) => {
      await deleteMaterial(db, req.params.id);
      return { message: 'Material deleted' };
    },
  );

  // Languages
  app.get(
    '/languages',
    { config: anyone, schema: { tags, response: { 200: z.array(language) } } },
    async (req) => names(req)(await listLanguages(db, req.auth)),
  );
  app.post(
    '/languages',
    { config: admin, schema: { tags, body: languageBody, response: { 201: language, 409: errorBody } } },
    async (req, reply) => reply.status(201).send(await createLanguage(db, req.body)),
  );
  app.get(
    '/languages/:id',
    { config: anyone, schema: { tags, params: idParam, response: { 200: language } } },
    async (req) => names(req)(await viewLanguage(db, req.auth, req.params.id)),
  );
  app.put(
    '/languages/:id',
    {
      config: admin,
      schema: { tags, params: idParam, body: languagePatch, response: { 200: language, 409: errorBody } },
    },
    (req) => updateLanguage(db, req.params.id, req.body),
  );
  app.delete(
    '/languages/:id',
    { config: admin, schema: { tags, params: idParam, response: deleted } },
    async (req) => {
      await deleteLanguage(db, req.params.id);
      return { message: 'Language deleted' };
    },
  );
  app.get(
    '/languages/:id/levels',
    { config: anyone, schema: { tags, params: idParam, response: { 200: z.array(languageLevel) } } },
    async (req) => names(req)(await listLanguageLevels(db, req.params.id, req.auth)),
  );

  // Language levels
  app.get(
    '/language-levels',
    {
      config: anyone,
      schema: {
        tags,
        querystring: languageLevelsQuery,
        response: { 200: z.array(languageLevel), 400: errorBody },
      },
    },
    async (req) => names(req)(await listLanguageLevels(db, req.query.languageId, req.auth)),
  );
  app.post(
    '/language-levels',
    { config: admin, schema: { tags, body: languageLevelBody, response: { 201: languageLevel } } },
    async (req, reply) => reply.status(201).send(await createLanguageLevel(db, req.body)),
  );
  app.post(
    '/language-levels/reorder',
    {
      config: admin,
      schema: { tags, body: reorderLanguageLevelsBody, response: { 200: z.array(languageLevel) } },
    },
    (req) => reorderLanguageLevels(db, req.body),
  );
  app.get(
    '/language-levels/:id',
    { config: anyone, schema: { tags, params: idParam, response: { 200: languageLevel } } },
    async (req) => names(req)(await viewLanguageLevel(db, req.auth, req.params.id)),
  );
  app.put(
    '/language-levels/:id',
    {
      config: admin,
      schema: { tags, params: idParam, body: languageLevelPatch, response: { 200: languageLevel } },
    },
    (req) => updateLanguageLevel(db, req.params.id, req.body),
  );
  app.delete(
    '/language-levels/:id',
    { config: admin, schema: { tags, params: idParam, response: deleted } },
    async (req) => {
      await deleteLanguageLevel(db, req.params.id);
      return { message: 'Language level deleted' };
    },
  );
};

export default structureRoutes;

/** The whole catalogue in one response (six queries), for the admin editor and the browsing pages. */
export const structureTreeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tree',
    { config: anyone, schema: { tags: ['structure'], response: { 200: structureTree } } },
    async (req) => names(req)(await getStructureTree(app.ctx.db, req.auth)),
  );
};
