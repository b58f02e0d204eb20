import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam, messageBody } from '../../../contract/common';
import { homepageMaterial, homepageMaterialBody, homepageMaterialPatch } from '../../../contract/structure';
import * as homepage from './homepage-materials.service';
import { listHomepageMaterials } from './homepage-materials.read-model';

const homepageMaterialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['site'];
  app.get(
    '/',
    {
      // The same answer for every caller: signed-in ones are served the kept answer too.
      config: { access: 'public', publicCache: true, publicCacheSignedIn: true },
      schema: { tags, response: { 200: z.array(homepageMaterial) } },
    },
    (req) => listHomepageMaterials(db, { all: false, language: req.language }),
  );
  app.get(
    '/all',
    { config: { access: ['admin'] }, schema: { tags, response: { 200: z.array(homepageMaterial) } } },
    (req) => listHomepageMaterials(db, { all: true, language: req.language }),
  );
  app.post(
    '/',
    {
      config: { access: ['admin'] },
      schema: { tags, body: homepageMaterialBody, response: { 201: homepageMaterial, 404: errorBody } },
    },
    async (req, reply) =>
      reply.status(201).send(await homepage.createHomepageMaterial(db, req.body, req.language)),
  );
  app.put(
    '/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        params: idParam,
        body: homepageMaterialPatch,
        response: { 200: homepageMaterial, 404: errorBody },
      },
    },
    (req) => homepage.updateHomepageMaterial(db, req.params.id, req.body, req.language),
  );
  app.delete(
    '/:id',
    {
      config: { access: ['admin'] },
      schema: { tags, params: idParam, response: { 200: messageBody, 404: errorBody } },
    },
    async (req) => {
      await homepage.deleteHomepageMaterial(db, req.params.id);
      return { message: 'Homepage material deleted' };
    },
  );
};

export default homepageMaterialsRoutes;
