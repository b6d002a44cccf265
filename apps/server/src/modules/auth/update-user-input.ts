import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { MAX_AUTH_FIELD_LENGTH, MAX_NAME_LENGTH } from './sign-up-name';

export const IMAGE_URL_MESSAGE = 'The picture must be an https:// address or a PNG, JPEG, WebP or GIF image';

/** An https address, or an image of a raster type inline: never javascript:, SVG (scripts) or any other scheme. */
const imageUrl = z
  .string()
  .max(MAX_AUTH_FIELD_LENGTH)
  .refine((value) => {
    if (/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/.test(value)) return true;
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, IMAGE_URL_MESSAGE);

/** What POST /api/auth/update-user may change: a name and a picture, as text. */
const updateUserInput = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(MAX_NAME_LENGTH, `Name must be at most ${MAX_NAME_LENGTH} characters`).optional(),
    image: imageUrl.nullable().optional(),
  })
  .strict();

/** 400 with a message for an update-user body Better Auth would store as sent or answer with a 500. */
export function validUpdateUser(): MiddlewareHandler {
  return async (c, next) => {
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => undefined);
    const parsed = updateUserInput.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue?.code === 'unrecognized_keys' ? `Only name and image can be changed here` : (issue?.message ?? 'Invalid input');
      return c.json({ code: 'INVALID_INPUT', message }, 400);
    }
    await next();
  };
}
