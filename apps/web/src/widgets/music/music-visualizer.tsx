import { useEffect, useRef } from 'react';

let graph: { context: AudioContext; analyser: AnalyserNode } | null = null;

/** Routes the audio element through an analyser once (a media element can feed only one source node). */
function analyserFor(audio: HTMLAudioElement): AnalyserNode | null {
  if (graph) return graph.analyser;
  try {
    const context = new AudioContext();
    const source = context.createMediaElementSource(audio);
    const analyser = context.createAnalyser();
    analyser.fftSize = 64;
    analyser.smoothingTimeConstant = 0.8;
    source.connect(analyser);
    analyser.connect(context.destination);
    graph = { context, analyser };
    return analyser;
  } catch {
    return null;
  }
}

/** A small spectrum of the music that plays (the Music setting 'visualizer'). */
export function MusicVisualizer({ audio, playing }: { audio: HTMLAudioElement; playing: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const analyser = analyserFor(audio);
    const element = canvas.current;
    if (!analyser || !element) return;
    if (playing && graph?.context.state === 'suspended') void graph.context.resume();
    const bins = new Uint8Array(analyser.frequencyBinCount);
    const context2d = element.getContext('2d');
    let frame = 0;
    const draw = () => {
      if (!context2d) return;
      analyser.getByteFrequencyData(bins);
      const { width, height } = element;
      context2d.clearRect(0, 0, width, height);
      context2d.fillStyle = getComputedStyle(element).color;
      const bars = 16;
      const barWidth = width / bars;
      for (let i = 0; i < bars; i++) {
        const level = (bins[i + 1] ?? 0) / 255;
        const barHeight = Math.max(1, level * height);
        context2d.fillRect(i * barWidth + 1, height - barHeight, barWidth - 2, barHeight);
      }
      frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [audio, playing]);
  return <canvas ref={canvas} className="music-bar__visualizer" width={64} height={28} role="img" aria-label="Music visualizer" />;
}
