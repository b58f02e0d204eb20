// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Block } from '../../../contract/courses';
import enOffline from '../../locales/en/offline.json';
import { renderWithApp } from '../../test/render';
import { VideoPlayer } from './video-player';

const block: Block = {
  id: 7,
  type: 'video',
  title: 'Uniform motion',
  content: null,
  fileType: 'video/mp4',
  fileSize: 48 * 1024 * 1024,
  fileName: 'lesson.mp4',
  fileUrl: '/api/courses/1/files/7?t=g',
  locked: false,
  variants: [
    { height: 360, url: '/api/courses/1/files/7/media/v360.mp4?t=g', size: 3 * 1024 * 1024 },
    { height: 720, url: '/api/courses/1/files/7/media/v720.mp4?t=g', size: 12 * 1024 * 1024 },
  ],
  hlsUrl: '/api/courses/1/files/7/media/master.m3u8?t=g',
  posterUrl: '/api/courses/1/files/7/media/poster.jpg?t=g',
  processing: false,
};

const video = () => document.querySelector('video')!;

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('VideoPlayer', () => {
  it('offers each size with what it costs, and starts at 360p without preloading under data saver', async () => {
    localStorage.setItem('masar.dataSaver', 'on');
    await renderWithApp(<VideoPlayer block={block} title="Uniform motion" />, { namespaces: ['offline'] });
    const size = screen.getByLabelText(enOffline.player.size);
    expect([...(size as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      enOffline.player.auto,
      '360p · 3 MB',
      '720p · 12 MB',
      'Original · 48 MB',
    ]);
    expect((size as HTMLSelectElement).value).toBe('360');
    expect(video().getAttribute('src')).toBe(block.variants![0]!.url);
    expect(video().getAttribute('preload')).toBe('none');
    expect(video().getAttribute('poster')).toBe(block.posterUrl);
    expect((screen.getByLabelText(enOffline.player.dataSaver) as HTMLInputElement).checked).toBe(true);
  });

  it('without data saver starts on the adaptive stream and lets the reader pick a size', async () => {
    localStorage.setItem('masar.dataSaver', 'off');
    const { user } = await renderWithApp(<VideoPlayer block={block} title="Uniform motion" />, {
      namespaces: ['offline'],
    });
    const size = screen.getByLabelText(enOffline.player.size) as HTMLSelectElement;
    expect(size.value).toBe('auto');
    expect(video().getAttribute('preload')).toBe('metadata');
    await user.selectOptions(size, '720');
    expect(video().getAttribute('src')).toBe(block.variants![1]!.url);
    // Switching data saver on goes back to its size.
    await user.click(screen.getByLabelText(enOffline.player.dataSaver));
    expect(size.value).toBe('360');
    expect(localStorage.getItem('masar.dataSaver')).toBe('on');
  });

  it('plays the original while smaller sizes are being made', async () => {
    await renderWithApp(
      <VideoPlayer
        block={{ ...block, variants: [], hlsUrl: null, posterUrl: null, processing: true }}
        title="x"
      />,
      { namespaces: ['offline'] },
    );
    expect(video().getAttribute('src')).toBe(block.fileUrl);
    expect(screen.queryByLabelText(enOffline.player.size)).toBeNull();
    screen.getByText(enOffline.player.processing);
  });
});
