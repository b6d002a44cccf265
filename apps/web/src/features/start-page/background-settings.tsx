import { useState, type ChangeEvent } from 'react';
import {
  SHIPPED_BACKGROUNDS,
  SHIPPED_PHOTOS,
  backgroundCss,
  checkBackgroundSize,
  minimumDim,
  minimumScrim,
  photoPath,
  startPageSection,
  type BackgroundChoice,
} from '@lodestar/core';
import { serverOrigin } from '../../lib/app-host';
import { ApiError } from '../../lib/api';
import { useSection } from '../../lib/sync';
import { removeOwnBackground, uploadOwnBackground } from './own-background';
import './background-settings.css';

type Status = { kind: 'idle' } | { kind: 'busy'; text: string } | { kind: 'done'; text: string } | { kind: 'error'; text: string };

const percent = (dim: number) => `${Math.round(dim * 100)}%`;

/** The least shade behind the hero that keeps its text readable over a chosen picture (by day, the lighter). */
function scrimFloor(choice: BackgroundChoice): number {
  if (choice.mode === 'own') return choice.own?.minDim ?? 0;
  if (choice.mode !== 'shipped') return 0;
  const gradient = SHIPPED_BACKGROUNDS.find((bg) => bg.id === choice.shippedId);
  if (gradient) return minimumDim(gradient);
  const photo = SHIPPED_PHOTOS.find((p) => p.id === choice.shippedId);
  return photo ? minimumScrim(photo.day.heroColours) : 0;
}

/**
 * Settings > Appearance: the start page's background. A new one each day (the default: a photograph, or from
 * the yearly theme's own set), one of the shipped photographs or gradients, the user's own image (uploaded to
 * the server, which checks and re-encodes it) or none; and the shade behind the text, which never goes below
 * what keeps it readable over the chosen picture. An image needs an account (the signed-out demo offers the
 * shipped ones).
 */
export function BackgroundSettings({ signedIn }: { signedIn: boolean }) {
  const { data, setField } = useSection(startPageSection);
  const choice = data.background;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const set = (next: Partial<BackgroundChoice>) => setField('background', { ...choice, ...next });
  const selected = choice.mode === 'shipped' ? `shipped:${choice.shippedId}` : choice.mode;
  const floor = scrimFloor(choice);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const size = checkBackgroundSize(file.size);
    if (!size.ok) return setStatus({ kind: 'error', text: size.message });
    setStatus({ kind: 'busy', text: 'Uploading your image...' });
    try {
      const { version, minDim } = await uploadOwnBackground(file);
      set({ mode: 'own', own: { version, minDim } });
      setStatus({ kind: 'done', text: 'Your image is now the background.' });
    } catch (error) {
      const text = error instanceof ApiError ? error.message : 'The image could not be uploaded. Check your connection and try again.';
      setStatus({ kind: 'error', text });
    }
  };

  const remove = async () => {
    setStatus({ kind: 'busy', text: 'Removing your image...' });
    try {
      await removeOwnBackground();
      set({ own: null, mode: choice.mode === 'own' ? 'daily' : choice.mode });
      setStatus({ kind: 'done', text: 'Your image was removed.' });
    } catch (error) {
      setStatus({ kind: 'error', text: error instanceof ApiError ? error.message : 'The image could not be removed. Try again.' });
    }
  };

  return (
    <div className="bg-settings">
      <fieldset className="bg-settings__group">
        <legend className="settings-choices__legend">Background</legend>
        <div className="settings-choices">
          <label className="settings-choice">
            <input type="radio" name="start-background" checked={selected === 'daily'} onChange={() => set({ mode: 'daily' })} />
            <span>A new one each day</span>
          </label>
          {choice.own && (
            <label className="settings-choice">
              <input type="radio" name="start-background" checked={selected === 'own'} onChange={() => set({ mode: 'own' })} />
              <span>Your image</span>
            </label>
          )}
          <label className="settings-choice">
            <input type="radio" name="start-background" checked={selected === 'none'} onChange={() => set({ mode: 'none' })} />
            <span>None</span>
          </label>
        </div>
        <div className="bg-settings__swatches" role="group" aria-label="Photographs">
          {SHIPPED_PHOTOS.map((photo) => (
            <label key={photo.id} className="bg-swatch">
              <input
                type="radio"
                name="start-background"
                className="bg-swatch__input"
                checked={selected === `shipped:${photo.id}`}
                onChange={() => set({ mode: 'shipped', shippedId: photo.id })}
              />
              <img className="bg-swatch__picture" src={`${serverOrigin()}${photoPath(photo.id, false, true)}`} alt="" loading="lazy" decoding="async" />
              <span className="bg-swatch__name">{photo.name}</span>
            </label>
          ))}
        </div>
        <div className="bg-settings__swatches" role="group" aria-label="Colours">
          {SHIPPED_BACKGROUNDS.map((bg) => (
            <label key={bg.id} className="bg-swatch">
              <input
                type="radio"
                name="start-background"
                className="bg-swatch__input"
                checked={selected === `shipped:${bg.id}`}
                onChange={() => set({ mode: 'shipped', shippedId: bg.id })}
              />
              <span className="bg-swatch__picture" style={{ backgroundImage: backgroundCss(bg) }} aria-hidden="true" />
              <span className="bg-swatch__name">{bg.name}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="bg-settings__dim">
        <div className="bg-settings__dim-head">
          <label htmlFor="bg-settings-dim">Shade behind the text</label>
          <output htmlFor="bg-settings-dim">{percent(Math.max(choice.dim, floor))}</output>
        </div>
        <input
          id="bg-settings-dim"
          type="range"
          className="bg-settings__range"
          min={0}
          max={90}
          step={5}
          value={Math.round(choice.dim * 100)}
          aria-valuetext={percent(choice.dim)}
          onChange={(event) => set({ dim: Number(event.target.value) / 100 })}
        />
        {floor > choice.dim && (
          <p className="settings-muted">
            The shade behind the text is kept at {percent(floor)} at least over this picture, so the text stays readable.
          </p>
        )}
      </div>

      {signedIn && (
      <div className="bg-settings__own">
        <p className="settings-muted">Your own image: JPEG, PNG or WebP, up to 5 MB. It is kept on the server for your account only.</p>
        <div className="settings-actions">
          <label className="ui-button ui-button--secondary bg-settings__upload" data-busy={status.kind === 'busy'}>
            {choice.own ? 'Upload another image' : 'Upload your image'}
            <input
              type="file"
              className="visually-hidden"
              accept="image/jpeg,image/png,image/webp"
              disabled={status.kind === 'busy'}
              onChange={(event) => void upload(event)}
            />
          </label>
          {choice.own && (
            <button type="button" className="ui-button ui-button--secondary" disabled={status.kind === 'busy'} onClick={() => void remove()}>
              Remove your image
            </button>
          )}
        </div>
        {status.kind === 'error' ? (
          <p className="bg-settings__error" role="alert">
            {status.text}
          </p>
        ) : (
          <p className="settings-muted" role="status">
            {status.kind === 'idle' ? '' : status.text}
          </p>
        )}
      </div>
      )}
    </div>
  );
}
