import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JoinInfo } from '../../../../contract/live';
import type {
  IAgoraRTCClient,
  IAgoraRTCRemoteUser,
  ICameraVideoTrack,
  ILocalVideoTrack,
  IMicrophoneAudioTrack,
} from 'agora-rtc-sdk-ng';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { UsersIcon } from '../../../components/ui/icons';

type AgoraJoin = Extract<JoinInfo, { mode: 'agora' }>;

interface Local {
  mic: IMicrophoneAudioTrack | null;
  camera: ICameraVideoTrack | null;
  screen: ILocalVideoTrack | null;
}

/**
 * A session on Agora: the SDK is loaded here only (a dynamic import keeps it out of every other page). The
 * owner professor publishes camera and microphone and may share the screen; everyone sees the remote
 * video, mutes and unmutes, counts who is in, and leaves.
 */
export function AgoraStage({ join, onLeave }: { join: AgoraJoin; onLeave: () => void }) {
  const { t } = useTranslation('live');
  const clientRef = useRef<IAgoraRTCClient | null>(null);
  const localRef = useRef<Local>({ mic: null, camera: null, screen: null });
  const localView = useRef<HTMLDivElement>(null);
  const remoteView = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<'connecting' | 'joined' | 'failed'>('connecting');
  const [participants, setParticipants] = useState(1);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [remoteVideo, setRemoteVideo] = useState(false);
  const publisher = join.role === 'publisher';

  useEffect(() => {
    let cancelled = false;
    const local = localRef.current;
    void (async () => {
      try {
        const { default: AgoraRTC } = await import('agora-rtc-sdk-ng');
        if (cancelled) return;
        const client = AgoraRTC.createClient({ mode: 'rtc', codec: 'vp8' });
        clientRef.current = client;
        const count = () => setParticipants(client.remoteUsers.length + 1);
        client.on('user-joined', count);
        client.on('user-left', count);
        client.on('user-published', async (user: IAgoraRTCRemoteUser, mediaType: 'audio' | 'video') => {
          await client.subscribe(user, mediaType);
          if (mediaType === 'video' && remoteView.current) {
            user.videoTrack?.play(remoteView.current);
            setRemoteVideo(true);
          }
          if (mediaType === 'audio') user.audioTrack?.play();
        });
        client.on('user-unpublished', (_user: IAgoraRTCRemoteUser, mediaType: 'audio' | 'video') => {
          if (mediaType === 'video') setRemoteVideo(client.remoteUsers.some((u) => u.hasVideo));
        });
        await client.join(join.appId, join.channel, join.token, join.uid);
        if (cancelled) return;
        if (publisher) {
          const [mic, camera] = await AgoraRTC.createMicrophoneAndCameraTracks();
          local.mic = mic;
          local.camera = camera;
          if (localView.current) camera.play(localView.current);
          await client.publish([mic, camera]);
        }
        count();
        setPhase('joined');
      } catch {
        if (!cancelled) setPhase('failed');
      }
    })();
    return () => {
      cancelled = true;
      for (const track of [local.mic, local.camera, local.screen]) track?.close();
      void clientRef.current?.leave();
      clientRef.current = null;
    };
  }, [join.appId, join.channel, join.token, join.uid, publisher]);

  const toggleMute = async () => {
    const next = !muted;
    if (publisher) await localRef.current.mic?.setMuted(next);
    else for (const user of clientRef.current?.remoteUsers ?? []) user.audioTrack?.setVolume(next ? 0 : 100);
    setMuted(next);
  };

  const toggleCamera = async () => {
    const next = !cameraOff;
    await localRef.current.camera?.setMuted(next);
    setCameraOff(next);
  };

  const toggleScreen = async () => {
    const client = clientRef.current;
    const local = localRef.current;
    if (!client) return;
    if (local.screen) {
      await client.unpublish(local.screen);
      local.screen.close();
      local.screen = null;
      if (local.camera) await client.publish(local.camera);
      setSharing(false);
      return;
    }
    const { default: AgoraRTC } = await import('agora-rtc-sdk-ng');
    try {
      const screen = await AgoraRTC.createScreenVideoTrack({}, 'disable');
      if (local.camera) await client.unpublish(local.camera);
      await client.publish(screen);
      local.screen = screen;
      screen.on('track-ended', () => void toggleScreen());
      setSharing(true);
    } catch {
      // Sharing was refused or cancelled in the browser's picker: nothing changes.
    }
  };

  if (phase === 'failed') return <Alert tone="error">{t('stream.agoraFailed')}</Alert>;

  return (
    <div className="space-y-4">
      <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-slate-950">
        <div ref={remoteView} className="absolute inset-0" />
        {!remoteVideo ? (
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-slate-200">
            {phase === 'connecting' ? t('stream.connecting') : t('stream.waitingForVideo')}
          </p>
        ) : null}
        {publisher ? (
          <div
            ref={localView}
            className="absolute end-3 bottom-3 aspect-video w-1/3 overflow-hidden rounded-xl bg-slate-800 ring-2 ring-white/70"
            aria-label={t('stream.yourCamera')}
            role="img"
          />
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p
          className="me-auto inline-flex items-center gap-2 text-sm font-semibold text-slate-700"
          aria-live="polite"
        >
          <UsersIcon className="size-5" />
          {t('stream.participants', { count: participants })}
        </p>
        <Button
          variant="secondary"
          aria-pressed={muted}
          onClick={() => void toggleMute()}
          disabled={phase !== 'joined'}
        >
          {publisher
            ? muted
              ? t('stream.unmuteMic')
              : t('stream.muteMic')
            : muted
              ? t('stream.unmute')
              : t('stream.mute')}
        </Button>
        {publisher ? (
          <>
            <Button
              variant="secondary"
              aria-pressed={cameraOff}
              onClick={() => void toggleCamera()}
              disabled={phase !== 'joined'}
            >
              {cameraOff ? t('stream.cameraOn') : t('stream.cameraOff')}
            </Button>
            <Button
              variant="secondary"
              aria-pressed={sharing}
              onClick={() => void toggleScreen()}
              disabled={phase !== 'joined'}
            >
              {sharing ? t('stream.stopSharing') : t('stream.shareScreen')}
            </Button>
          </>
        ) : null}
        <Button variant="danger" onClick={onLeave}>
          {t('stream.leave')}
        </Button>
      </div>
    </div>
  );
}
