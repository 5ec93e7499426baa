// Sound and touch for what happens at the table (verba.settings.FEEL_EVENTS):
// short sounds synthesised with the Web Audio API, so no sound files, and a
// buzz through navigator.vibrate on phones that have one. Python decides from
// the player's settings whether to ask; this file decides what each event
// sounds like. Nothing plays before the person has touched the page: browsers
// refuse audio until then, and a page should not startle anyone.

const VOLUME = 0.5;
// How long each buzz is, in ms (on, off, on, ...).
const BUZZ = {
  roll: [25, 30, 25, 30, 25],
  place: [12],
  flip: [18],
  token: [10, 40, 10],
  tick: [6],
  refuse: [70, 50, 70],
  win: [40, 60, 40, 60, 160],
};

let audio = null;   // {ctx, out, noise}, made at the first sound after a gesture
let touched = false;
// What was played, for the e2e tests: audio sources started per event, buzzes.
const played = { sources: 0, events: {}, buzzes: 0 };

for (const type of ["pointerdown", "keydown"]) {
  window.addEventListener(type, (event) => { if (event.isTrusted) touched = true; }, true);
}

// Our own record of a real press, and the browser's where it keeps one (a
// script's call to feel() is not a gesture, whatever the browser counts).
function gestured() {
  return touched && (navigator.userActivation ? navigator.userActivation.hasBeenActive : true);
}

function context() {
  if (audio) {
    if (audio.ctx.state === "suspended") audio.ctx.resume();
    return audio;
  }
  const Ctx = window.AudioContext || window.webkitAudioContext;
  if (!Ctx) return null;
  const ctx = new Ctx();
  const out = ctx.createGain();
  out.gain.value = VOLUME;
  out.connect(ctx.destination);
  // One second of white noise: the raw stuff of rattles, clicks and swooshes.
  const noise = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
  const samples = noise.getChannelData(0);
  for (let i = 0; i < samples.length; i += 1) samples[i] = Math.random() * 2 - 1;
  audio = { ctx, out, noise };
  return audio;
}

// A gain that rises in 4 ms and dies away exponentially by `start + length`.
function envelope(a, start, length, peak) {
  const gain = a.ctx.createGain();
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(peak, start + 0.004);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  gain.connect(a.out);
  return gain;
}

function begin(source, start, length) {
  source.start(start);
  source.stop(start + length + 0.02);
  played.sources += 1;
}

function tone(a, at, freq, length, { type = "sine", peak = 0.3, to = null } = {}) {
  const start = a.ctx.currentTime + at;
  const osc = a.ctx.createOscillator();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, start);
  if (to) osc.frequency.exponentialRampToValueAtTime(to, start + length);
  osc.connect(envelope(a, start, length, peak));
  begin(osc, start, length);
}

function hiss(a, at, length, { filter = "bandpass", freq = 2000, q = 1, peak = 0.4, to = null } = {}) {
  const start = a.ctx.currentTime + at;
  const src = a.ctx.createBufferSource();
  src.buffer = a.noise;
  const shape = a.ctx.createBiquadFilter();
  shape.type = filter;
  shape.frequency.setValueAtTime(freq, start);
  if (to) shape.frequency.exponentialRampToValueAtTime(to, start + length);
  shape.Q.value = q;
  src.connect(shape);
  shape.connect(envelope(a, start, length, peak));
  begin(src, start, length);
}

const SOUNDS = {
  // Dice tumbling in a cup and landing: a cluster of hard little knocks.
  roll(a) {
    for (let i = 0; i < 9; i += 1) {
      const at = i * 0.035 + Math.random() * 0.03;
      hiss(a, at, 0.035, { freq: 1800 + Math.random() * 2200, q: 4, peak: 0.35 + Math.random() * 0.3 });
    }
    tone(a, 0.33, 160, 0.09, { type: "triangle", peak: 0.25, to: 90 });
  },
  // A wooden tile set down on the board.
  place(a) {
    tone(a, 0, 620, 0.07, { type: "triangle", peak: 0.35, to: 380 });
    hiss(a, 0, 0.025, { filter: "highpass", freq: 2500, peak: 0.25 });
  },
  // A card turned over: a short swoosh and a snap.
  flip(a) {
    hiss(a, 0, 0.13, { freq: 700, q: 0.8, peak: 0.3, to: 4200 });
    hiss(a, 0.12, 0.02, { filter: "highpass", freq: 3000, peak: 0.3 });
  },
  // Two metal tokens touching.
  token(a) {
    tone(a, 0, 2637, 0.25, { peak: 0.18 });
    tone(a, 0, 3951, 0.16, { peak: 0.08 });
    tone(a, 0.07, 2349, 0.3, { peak: 0.15 });
  },
  // The hourglass's last seconds: a quiet tick.
  tick(a) {
    tone(a, 0, 1750, 0.03, { peak: 0.12 });
  },
  // A move refused: two low buzzes.
  refuse(a) {
    tone(a, 0, 150, 0.13, { type: "sawtooth", peak: 0.16, to: 130 });
    tone(a, 0.17, 120, 0.16, { type: "sawtooth", peak: 0.16, to: 100 });
  },
  // A win: a rising arpeggio that ends on a chord.
  win(a) {
    const notes = [523.25, 659.25, 783.99, 1046.5];
    notes.forEach((freq, i) => tone(a, i * 0.11, freq, 0.16, { type: "triangle", peak: 0.25 }));
    notes.forEach((freq) => tone(a, 0.46, freq, 0.7, { type: "triangle", peak: 0.12 }));
  },
};

/** Play `event` (sound and/or buzz as the player's settings say). */
export function feel(event, sound, buzz) {
  if (!SOUNDS[event] || !gestured()) return;
  if (sound) {
    const a = context();
    if (a) {
      SOUNDS[event](a);
      played.events[event] = (played.events[event] || 0) + 1;
    }
  }
  if (buzz && navigator.vibrate && navigator.vibrate(BUZZ[event])) played.buzzes += 1;
}

/** What has been played so far (read by the e2e tests). */
export function feelPlayed() {
  return { ...played, events: { ...played.events }, state: audio ? audio.ctx.state : "none" };
}
