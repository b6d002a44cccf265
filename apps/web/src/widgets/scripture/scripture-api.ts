import { sourcesParam, type Scripture, type ScriptureSearchResult, type ScriptureSources } from '@lodestar/core';
import { api } from '../../lib/api';

/** Calls to /api/scripture. GETs only: the browser's HTTP cache keeps them (Cache-Control + ETag). */
const base = '/api/scripture';
const q = (sources: ScriptureSources) => `sources=${encodeURIComponent(sourcesParam(sources))}`;

export async function fetchReference(reference: string, sources: ScriptureSources): Promise<Scripture[]> {
  const { verses } = await api<{ verses: Scripture[] }>(`${base}/verses?ref=${encodeURIComponent(reference)}&${q(sources)}`);
  return verses;
}

export async function fetchAdjacent(id: number, step: 1 | -1, sources: ScriptureSources): Promise<Scripture> {
  const { verse } = await api<{ verse: Scripture }>(`${base}/verses/${id}/${step === 1 ? 'next' : 'previous'}?${q(sources)}`);
  return verse;
}

export async function fetchRandom(sources: ScriptureSources): Promise<Scripture> {
  const { verse } = await api<{ verse: Scripture }>(`${base}/random?${q(sources)}`);
  return verse;
}

export async function fetchChapter(book: string, chapter: number): Promise<Scripture[]> {
  const { verses } = await api<{ verses: Scripture[] }>(`${base}/chapter?book=${encodeURIComponent(book)}&chapter=${chapter}`);
  return verses;
}

export function searchScripture(query: string, sources: ScriptureSources): Promise<ScriptureSearchResult> {
  return api<ScriptureSearchResult>(`${base}/search?q=${encodeURIComponent(query)}&${q(sources)}`);
}
