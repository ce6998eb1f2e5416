// /custom_admin/properties/…: create, update, delist, gallery (docs/roles.md#api-access,
// docs/api.md#endpoints, docs/messages.md#properties). Managers and admins only (role read from the
// registry); uploads must be multipart/form-data.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getAddress } from 'viem';
import { API_ROLES } from '#core/roles.ts';
import { validationMessage } from '#core/validationMessages.ts';
import { fieldError, HttpError, messages } from '../../lib/errors.ts';
import { formChecker } from '../../lib/form-fields.ts';
import { type FileRule, readMultipartForm, requireMultipart } from '../../lib/multipart-form.ts';
import { galleryState, recordChanges, recordState } from '../../lib/property-audit.ts';
import type { PropertyChanges } from '../../plugins/app/repositories/properties.ts';
import multipart from '../../plugins/external/multipart.ts';
import {
  createSchema,
  deleteGalleryImageSchema,
  delistSchema,
  MAX_GALLERY_FILES,
  MAX_GALLERY_IMAGES,
  PropertyCreateFields,
  PropertyUpdateFields,
  updateSchema,
  uploadGallerySchema,
} from '../../schemas/admin-properties.ts';

const checkCreate = formChecker(PropertyCreateFields);
const ONE_IMAGE: Record<string, FileRule> = { image: { max: 1 } };
const GALLERY: Record<string, FileRule> = { images: { max: MAX_GALLERY_FILES } };
const galleryFull = (count: number) =>
  fieldError(
    'images',
    validationMessage('galleryFull', {
      max: MAX_GALLERY_IMAGES,
      count,
      room: Math.max(0, MAX_GALLERY_IMAGES - count),
    }),
  );
const checkUpdate = formChecker(PropertyUpdateFields);
/** The signed-in wallet behind a back-office request (the gate let only signed-in users through). */
const actorOf = (request: { user: { wallet: string } | null }) => request.user?.wallet ?? null;
const OPTIONAL_TEXTS = ['name_ru', 'description_ru', 'property_address', 'property_address_ru'] as const;

/** Optional texts: trimmed, and empty means "none". */
const optionalTexts = (fields: Partial<Record<(typeof OPTIONAL_TEXTS)[number], string>>) =>
  Object.fromEntries(
    OPTIONAL_TEXTS.filter((key) => fields[key] !== undefined).map((key) => [
      key,
      fields[key]?.trim() || null,
    ]),
  );

const adminProperties: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);
  app.addHook('onRequest', app.requireRoles(API_ROLES.properties));
  const uploadLimit = { rateLimit: { max: app.config.rateLimits.uploads, timeWindow: '1 minute' } };

  /** Spends `count` images of the caller's daily upload quota (429 beyond), before any of them is decoded. */
  const reserveUploads = async (request: { user: { id: number } | null }, count: number) => {
    if (count === 0) return;
    const reserved = await app.uploadQuota.reserve(
      request.user?.id ?? 0,
      count,
      app.config.uploadQuotaPerDay,
    );
    if (!reserved.ok) {
      throw new HttpError(
        429,
        `Upload quota reached: at most ${app.config.uploadQuotaPerDay} images a day per user; retry in ${reserved.retryAfterSeconds} seconds.`,
        { 'retry-after': String(reserved.retryAfterSeconds) },
      );
    }
  };

  const findOr404 = async (id: number) => {
    const record = await app.propertiesRepository.findById(id);
    if (!record) throw new HttpError(404, messages.propertyNotFound);
    return record;
  };

  app.post(
    '/',
    {
      schema: createSchema,
      onRequest: requireMultipart,
      config: { ...uploadLimit, failureDetail: messages.internal },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipartForm(request, ONE_IMAGE);
      const form = checkCreate(fields);
      const image = files.image?.[0];
      if (!image) throw fieldError('image', validationMessage('imageRequired'));
      const name = form.name.trim();
      const description = form.description.trim();
      if (!name) throw fieldError('name', validationMessage('blank'));
      if (!description) throw fieldError('description', validationMessage('blank'));
      const contract = getAddress(form.contract_address.toLowerCase());
      if (await app.propertiesRepository.findByContract(contract))
        throw new HttpError(409, messages.propertyExists);
      if (!(await app.chain.isProperty(contract))) {
        throw fieldError('contract_address', validationMessage('notRegistryProperty'));
      }
      await reserveUploads(request, 1);
      const imageUrl = await app.images.store(image, 'image');
      try {
        // The record and its audit entry commit together (docs/audit-log.md#recording-an-entry).
        const created = await app.db.transaction(async (tx) => {
          const row = await app.propertiesRepository.create(
            contract,
            {
              name,
              description,
              name_ru: null,
              description_ru: null,
              property_address: null,
              property_address_ru: null,
              ...optionalTexts(form),
              apy_percent: form.apy_percent,
              is_active: true,
              image: imageUrl,
            },
            tx,
          );
          await app.auditLog.record(tx, {
            action: 'record_created',
            actor: actorOf(request),
            subjectType: 'property',
            subjectId: contract,
            after: recordState(row),
          });
          return row;
        });
        await app.catalogCache.invalidate();
        request.audit('admin.property_created', { target_id: created.id, contract });
        return reply.code(201).send(created);
      } catch (error) {
        await app.images.remove(imageUrl);
        throw error;
      }
    },
  );

  app.put(
    '/:id/update/',
    {
      schema: updateSchema,
      onRequest: requireMultipart,
      config: uploadLimit,
    },
    async (request) => {
      const record = await findOr404(request.params.id);
      const { fields, files } = await readMultipartForm(request, ONE_IMAGE);
      const form = checkUpdate(fields);
      const changes: PropertyChanges = { ...optionalTexts(form) };
      if (form.name !== undefined) {
        changes.name = form.name.trim();
        if (!changes.name) throw fieldError('name', validationMessage('blank'));
      }
      if (form.description !== undefined) {
        changes.description = form.description.trim();
        if (!changes.description) throw fieldError('description', validationMessage('blank'));
      }
      if (form.apy_percent !== undefined) changes.apy_percent = form.apy_percent;
      if (form.is_active !== undefined) {
        changes.is_active = form.is_active;
        // A delisted property stays delisted; otherwise the flag decides whether the catalogue shows it.
        if (record.status !== 'delisted') changes.status = form.is_active ? 'active' : 'inactive';
      }
      const image = files.image?.[0];
      if (image) await reserveUploads(request, 1);
      const stored = image ? await app.images.store(image, 'image') : null;
      if (stored) changes.image = stored;
      let updated: Awaited<ReturnType<typeof app.propertiesRepository.update>>;
      try {
        updated = await app.db.transaction(async (tx) => {
          const before = await app.propertiesRepository.findById(record.id, tx);
          const after = before && (await app.propertiesRepository.update(record.id, changes, tx));
          if (!before || !after) throw new HttpError(404, messages.propertyNotFound);
          await app.auditLog.record(tx, {
            action: 'record_updated',
            actor: actorOf(request),
            subjectType: 'property',
            subjectId: record.contract_address,
            ...recordChanges(before, after),
          });
          return after;
        });
      } catch (error) {
        // Nothing refers to the new image: remove it, like create does.
        await app.images.remove(stored);
        throw error;
      }
      if (stored) await app.images.remove(record.image);
      await app.catalogCache.invalidate();
      request.audit('admin.property_updated', {
        target_id: record.id,
        contract: record.contract_address,
        fields: Object.keys(changes).sort().join(','),
      });
      return updated;
    },
  );

  app.post(
    '/delist/',
    { schema: delistSchema, config: { failureDetail: 'Internal server error during delisting' } },
    async (request) => {
      const contract = getAddress(request.body.contract_address.toLowerCase());
      if (!(await app.chain.isProperty(contract))) throw new HttpError(404, messages.propertyNotOnChain);
      const view = await app.chain.propertyView(contract);
      if (view.isListed) {
        throw new HttpError(409, 'The property is still listed on chain: delist it on the registry first');
      }
      await app.db.transaction(async (tx) => {
        const before = await app.propertiesRepository.findByContract(contract, tx);
        if (!before || !(await app.propertiesRepository.markDelisted(contract, tx))) return;
        const after = await app.propertiesRepository.findByContract(contract, tx);
        if (!after) return;
        await app.auditLog.record(tx, {
          action: 'record_delisted',
          actor: actorOf(request),
          subjectType: 'property',
          subjectId: contract,
          ...recordChanges(before, after),
        });
      });
      await app.catalogCache.invalidate();
      request.audit('admin.property_delisted', { contract, refund: view.isSellEnabled });
      return {
        success: true,
        detail: 'Property delisted successfully!',
        contract_address: contract,
        refund: view.isSellEnabled,
        property: await app.propertiesRepository.findByContract(contract),
      };
    },
  );

  app.post(
    '/:id/upload-gallery/',
    { schema: uploadGallerySchema, onRequest: requireMultipart, config: uploadLimit },
    async (request) => {
      const record = await findOr404(request.params.id);
      const { files } = await readMultipartForm(request, GALLERY);
      const images = files.images ?? [];
      if (images.length === 0) throw fieldError('images', validationMessage('imagesMissing'));
      const count = await app.propertiesRepository.galleryCount(record.id);
      if (count + images.length > MAX_GALLERY_IMAGES) throw galleryFull(count);
      await reserveUploads(request, images.length);
      const stored: string[] = [];
      try {
        for (const [i, bytes] of images.entries()) stored.push(await app.images.store(bytes, `images.${i}`));
        await app.db.transaction(async (tx) => {
          const before = await app.propertiesRepository.findById(record.id, tx);
          const added = await app.propertiesRepository.addGalleryImages(
            record.id,
            stored,
            MAX_GALLERY_IMAGES,
            tx,
          );
          if (!added.added) throw galleryFull(added.count);
          const after = await app.propertiesRepository.findById(record.id, tx);
          if (!before || !after) throw new HttpError(404, messages.propertyNotFound);
          await app.auditLog.record(tx, {
            action: 'gallery_uploaded',
            actor: actorOf(request),
            subjectType: 'property',
            subjectId: record.contract_address,
            before: galleryState(before),
            after: galleryState(after),
          });
        });
      } catch (error) {
        for (const url of stored) await app.images.remove(url);
        throw error;
      }
      await app.catalogCache.invalidate();
      request.audit('admin.gallery_uploaded', {
        target_id: record.id,
        contract: record.contract_address,
        images: stored.length,
      });
      const updated = await findOr404(record.id);
      return { id: updated.id, detail: 'Gallery uploaded successfully!', gallery: updated.gallery };
    },
  );

  app.delete('/:id/gallery/:image_id/', { schema: deleteGalleryImageSchema }, async (request) => {
    await findOr404(request.params.id);
    const removed = await app.db.transaction(async (tx) => {
      const before = await app.propertiesRepository.findById(request.params.id, tx);
      const image = await app.propertiesRepository.removeGalleryImage(
        request.params.id,
        request.params.image_id,
        tx,
      );
      const after = await app.propertiesRepository.findById(request.params.id, tx);
      if (!image || !before || !after) return null;
      await app.auditLog.record(tx, {
        action: 'gallery_image_removed',
        actor: actorOf(request),
        subjectType: 'property',
        subjectId: before.contract_address,
        before: { ...galleryState(before), image_id: request.params.image_id },
        after: galleryState(after),
      });
      return image;
    });
    if (!removed) throw new HttpError(404, 'Image not found');
    await app.images.remove(removed);
    await app.catalogCache.invalidate();
    request.audit('admin.gallery_image_removed', {
      target_id: request.params.id,
      image_id: request.params.image_id,
    });
    return findOr404(request.params.id);
  });
};

export default adminProperties;
