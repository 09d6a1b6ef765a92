import { resolveEnvironment, VoiceClientError } from '@mockingbird/voice-client';
import {
  listMicrophones,
  openMicrophoneMeter,
  SilenceWatcher,
  type MicrophoneMeter,
} from '@mockingbird/voice-client/microphone';
import { useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { VoiceClientContext } from '../voice-client-context.tsx';

/** What the check found, for the microphone it was made with. */
type Check =
  | { state: 'idle' }
  | { state: 'open'; devices: MediaDeviceInfo[]; deviceId: string | undefined }
  | { state: 'failed'; message: string; deviceId: string | undefined };

const messageOf = (error: unknown) =>
  error instanceof VoiceClientError || error instanceof Error ? error.message : 'The microphone could not be opened.';

/**
 * Before a call: which microphone, a live level meter, and "we can't hear you" when the level stays
 * flat. It opens by itself when the microphone is already allowed, otherwise on request, and releases
 * the microphone when the call starts (it unmounts).
 */
export function MicrophoneCheck({
  deviceId,
  onDeviceChange,
}: {
  deviceId: string | undefined;
  onDeviceChange: (deviceId: string | undefined) => void;
}) {
  const overrides = useContext(VoiceClientContext).environment;
  const environment = useMemo(() => resolveEnvironment(overrides), [overrides]);
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [level, setLevel] = useState(0);
  const [silent, setSilent] = useState(false);
  const [wanted, setWanted] = useState(false);
  const meter = useRef<MicrophoneMeter | undefined>(undefined);
  const selectId = useId();

  // Opens at once when the browser already allows the microphone (no prompt appears).
  useEffect(() => {
    let cancelled = false;
    const permissions = globalThis.navigator?.permissions;
    permissions
      ?.query({ name: 'microphone' })
      .then((status) => {
        if (!cancelled && status.state === 'granted') setWanted(true);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const watcher = new SilenceWatcher();
    void (async () => {
      try {
        const opened = await openMicrophoneMeter(environment, deviceId);
        if (cancelled) {
          await opened.close();
          return;
        }
        meter.current = opened;
        // Names are only listed once the microphone is allowed.
        const devices = await listMicrophones(environment).catch(() => []);
        if (cancelled) return;
        setCheck({ state: 'open', devices, deviceId });
        setSilent(false);
        timer = setInterval(() => {
          const now = opened.level();
          setLevel(now);
          setSilent(watcher.sample(now, Date.now()));
        }, 100);
      } catch (error) {
        if (!cancelled) setCheck({ state: 'failed', message: messageOf(error), deviceId });
      }
    })();
    return () => {
      cancelled = true;
      clearInterval(timer);
      const opened = meter.current;
      meter.current = undefined;
      void opened?.close();
    };
  }, [wanted, deviceId, environment]);

  // Until the microphone asked for has opened, the meter says so.
  const opening = wanted && (check.state === 'idle' || check.deviceId !== deviceId);
  if (check.state === 'idle' && !wanted) {
    return (
      <Button variant="ghost" onClick={() => setWanted(true)}>
        Check your microphone
      </Button>
    );
  }
  if (check.state === 'failed' && !opening) {
    return (
      <p role="alert" className="max-w-md text-center text-sm text-bad">
        {check.message}
      </p>
    );
  }
  const devices = check.state === 'open' ? check.devices.filter((d) => d.deviceId && d.deviceId !== 'default') : [];
  const percent = opening ? 0 : Math.round(Math.min(1, level * 5) * 100);
  return (
    <div className="flex w-full max-w-md flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      {devices.length > 1 ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-ink">
            Microphone
          </label>
          <select
            id={selectId}
            value={deviceId ?? ''}
            onChange={(event) => onDeviceChange(event.target.value || undefined)}
            className="min-h-11 w-full rounded-xl border border-line bg-raised px-3 text-base text-ink focus:border-brand focus:outline-none"
          >
            <option value="">System default</option>
            {devices.map((device, index) => (
              <option key={device.deviceId} value={device.deviceId}>
                {device.label || `Microphone ${index + 1}`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="flex items-center gap-3">
        <span className="text-sm text-muted">Level</span>
        <div
          role="meter"
          aria-label="Microphone level"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 flex-1 overflow-hidden rounded-full bg-raised"
        >
          <div
            className="h-full rounded-full bg-good transition-[width] duration-100"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <p className={`text-sm ${silent ? 'text-warn' : 'text-faint'}`} aria-live="polite">
        {opening
          ? 'Opening your microphone…'
          : silent && check.state === 'open'
            ? "We can't hear you. Check that your microphone is on and not muted, or choose another one."
            : 'Say something: the bar should move.'}
      </p>
    </div>
  );
}
