import { useState } from 'react';
import { Heart } from '@phosphor-icons/react';
import { FAVORITES_PLAYLIST_ID, catalogTracks, musicSection, type CatalogTrack } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSection } from '../../lib/sync';
import { LibraryPlaylists } from './library-playlists';
import { TrackList } from './library-tracks';
import { useMusicPlayer } from './use-music';
import './music-library.css';

/** Newest first, by the time they were marked. */
const byMark = (marks: Record<string, { at: number }>) =>
  Object.entries(marks)
    .sort(([, a], [, b]) => b.at - a.at)
    .map(([id]) => id);

/** The music library side panel (400 px; the shell closes it on Escape). */
export function MusicLibraryPanel() {
  const section = useSection(musicSection);
  const { player, state } = useMusicPlayer();
  const [confirmClear, setConfirmClear] = useState(false);
  if (!state.catalog) {
    return <p className="music-library__empty">{state.catalogFailed ? 'The music library could not be loaded.' : 'Loading music…'}</p>;
  }
  const all = new Map(catalogTracks(state.catalog).map((track) => [track.id, track]));
  const pick = (ids: readonly string[]) => ids.map((id) => all.get(id)).filter((track): track is CatalogTrack => Boolean(track));
  const favorites = pick(byMark(section.data.favorites)).filter((track) => !section.data.blacklist[track.id]);
  const recent = pick(section.data.recentlyPlayed);
  const hidden = pick(byMark(section.data.blacklist));
  const playlists = player.playlists();
  const favoritesList = playlists.find((playlist) => playlist.id === FAVORITES_PLAYLIST_ID);

  return (
    <Tabs defaultValue="playlists" className="music-library">
      <TabsList aria-label="Library">
        <TabsTrigger value="playlists">Playlists</TabsTrigger>
        <TabsTrigger value="favorites">Favorites</TabsTrigger>
        <TabsTrigger value="recent">Recent</TabsTrigger>
        <TabsTrigger value="hidden">Hidden</TabsTrigger>
      </TabsList>
      <TabsContent value="playlists">
        <LibraryPlaylists
          playlists={playlists}
          activeId={state.playlistId}
          currentId={state.trackId}
          track={(id) => all.get(id)}
          onPlay={(playlist, trackId) => void player.playPlaylist(playlist, trackId)}
        />
      </TabsContent>
      <TabsContent value="favorites">
        {favorites.length === 0 ? (
          <p className="music-library__empty">No favorite tracks yet. Click the heart icon on tracks you love!</p>
        ) : (
          <div className="music-library__section">
            <Button onClick={() => favoritesList && void player.playPlaylist(favoritesList)}>Play All (Smart Shuffle)</Button>
            <TrackList
              label="Favorite tracks"
              tracks={favorites}
              currentId={state.trackId}
              onPlay={(id) => void player.playTrack(id)}
              actions={(track) => (
                <button type="button" className="music-bar__button" aria-label={`Remove ${track.title} from favorites`} aria-pressed onClick={() => player.toggleFavorite(track.id)}>
                  <Heart size={18} weight="fill" aria-hidden="true" />
                </button>
              )}
            />
          </div>
        )}
      </TabsContent>
      <TabsContent value="recent">
        {recent.length === 0 ? (
          <p className="music-library__empty">No recently played tracks</p>
        ) : (
          <TrackList label="Recently played" tracks={recent} currentId={state.trackId} onPlay={(id) => void player.playTrack(id)} />
        )}
      </TabsContent>
      <TabsContent value="hidden">
        {hidden.length === 0 ? (
          <p className="music-library__empty">No hidden tracks. Use the thumbs down icon to hide tracks you don&apos;t want to hear.</p>
        ) : (
          <div className="music-library__section">
            <Button variant="secondary" onClick={() => setConfirmClear(true)}>
              Clear All
            </Button>
            <TrackList
              label="Hidden tracks"
              tracks={hidden}
              currentId={null}
              playable={false}
              onPlay={() => undefined}
              actions={(track) => (
                <Button variant="secondary" aria-label={`Unhide ${track.title}`} onClick={() => player.unhide([track.id])}>
                  Unhide
                </Button>
              )}
            />
          </div>
        )}
        <ConfirmDialog
          open={confirmClear}
          onOpenChange={setConfirmClear}
          title="Clear all hidden tracks?"
          message="They will play again in their genres and playlists."
          confirmLabel="Clear All"
          onConfirm={() => player.unhide(hidden.map((track) => track.id))}
        />
      </TabsContent>
    </Tabs>
  );
}
