// The pages as HTML: one stylesheet and three small scripts, inline and allowed by their hashes (the content security
// policy names nothing else, so a page loads nothing from anywhere and a saved replay works offline), the live page
// with its self-updating part, the replay with a frame per step, the reveal, and the plain refusal page.
import { createHash } from 'node:crypto';
import { SPECTATOR, type Locale } from '../core/types.js';
import type { PictureParts } from '../core/module.js';
import { mentionNames, pictureParts, readerName, title, type Live, type PictureJob, type Reading, type Replay, type RevealedSeat, type ShownPost, type Where } from './model.js';
import { tw } from './text.js';

const CSS = `:root{color-scheme:light dark;--fg:#1b1b1b;--bg:#f6f6f4;--card:#fff;--muted:#5f5f5f;--line:#d8d8d8;--accent:#2757a8}
@media (prefers-color-scheme:dark){:root{--fg:#e9e9e9;--bg:#17181b;--card:#22242a;--muted:#a9a9a9;--line:#3a3d45;--accent:#7aa7f0}}
*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
body{margin:0 auto;max-width:1000px;padding:12px;font:16px/1.45 system-ui,sans-serif;color:var(--fg);background:var(--bg);overflow-wrap:anywhere}
h1{font-size:1.35rem;margin:0}h2{font-size:1.05rem;margin:1rem 0 .4rem}p{margin:.3rem 0}
header{margin-bottom:.6rem}.who{color:var(--muted);margin:0}nav{display:flex;flex-wrap:wrap;gap:.4rem 1rem;margin:.4rem 0}
a{color:var(--accent)}img{display:block;max-width:100%;height:auto}figure{margin:.4rem 0}
.turn{font-weight:600}.text{white-space:pre-wrap}.lines{white-space:pre-wrap}
.box{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:8px 10px;margin:0 0 8px}
.yours{border:2px dashed var(--accent)}
ol.posts{list-style:none;padding:0;margin:0}.post{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:8px 10px;margin:0 0 8px}
.post.mine{border-left:4px solid var(--accent)}.to{font-size:.8rem;color:var(--muted);margin:0 0 4px}
.controls{display:flex;flex-wrap:wrap;gap:6px;align-items:center;position:sticky;top:0;background:var(--bg);padding:6px 0;z-index:1}
.controls input[type=range]{flex:1 1 100%;width:100%;min-width:0;margin:4px 0}
.count{min-width:8em;text-align:center}button{font:inherit;padding:6px 12px;min-height:40px}
.note,.keys{color:var(--muted);font-size:.9rem}.reveal{border-top:2px solid var(--accent);margin-top:10px;padding-top:6px}
.seat h3{font-size:1rem;margin:.4rem 0 .2rem}[hidden]{display:none!important}
.parts{display:flex;flex-wrap:wrap;gap:6px;margin:0 0 6px}.parts button{padding:4px 10px;border:1px solid var(--line);border-radius:6px;background:var(--card);color:var(--fg)}
.parts button[aria-pressed=true]{background:var(--accent);border-color:var(--accent);color:var(--bg)}
svg.part{display:none;max-width:100%;height:auto}
body[data-part] .board img{display:none}body[data-part=all] .board img{display:block}
${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `body[data-part="${i}"] .board .part[data-i="${i}"]`).join(',')}{display:block}
a.piclink{display:none}
@media (max-width:699px){body{padding:8px}body:not([data-part]) .board img{display:none}body:not([data-part]) .board:not([data-first]) .part[data-i="0"]{display:block}
${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `body:not([data-part]) .board[data-first="${i}"] .part[data-i="${i}"]`).join(',')}{display:block}
.postpic{display:none}a.piclink{display:inline-block;margin-top:4px}}`;

const LIVE_JS = `(function(){var main=document.getElementById('main'),body=document.body;if(!main||!window.EventSource)return;
var es=new EventSource('events?since='+encodeURIComponent(body.getAttribute('data-mark')||'')),asked=0;
function gone(text){es.close();var p=document.createElement('p');p.className='box turn';p.textContent=text;main.textContent='';main.appendChild(p);body.setAttribute('data-live','gone');
[].forEach.call(document.querySelectorAll('header nav'),function(n){n.remove()})}
var news=document.getElementById('news');
function focusables(){return [].slice.call(main.querySelectorAll('a[href],button,input,select,textarea,[tabindex]'))}
function seqs(){return [].map.call(main.querySelectorAll('.post[data-seq]'),function(p){return +p.getAttribute('data-seq')})}
function swap(html){var a=document.activeElement,had=a&&a!==main&&main.contains(a),all=focusables(),at=had?all.indexOf(a):-1,
key=had?{t:a.tagName,i:a.getAttribute('data-i'),id:a.id,s:a.textContent}:null,seen=Math.max.apply(null,[-1].concat(seqs()));
main.innerHTML=html;
if(key){var now=focusables(),same=now.filter(function(e){return e.tagName===key.t&&(key.id?e.id===key.id:e.getAttribute('data-i')===key.i&&e.textContent===key.s)})[0]||now[Math.min(at,now.length-1)];
if(same)same.focus({preventScroll:true})}
if(news){var told=[].filter.call(main.querySelectorAll('.post[data-seq]'),function(p){return +p.getAttribute('data-seq')>seen}).map(function(p){var t=p.querySelector('.text');return t?t.textContent:''});
var turn=main.querySelector('.turn');news.textContent=told.concat(turn?[turn.textContent]:[]).join(' ')}}
es.addEventListener('open',function(){body.setAttribute('data-live','listening')});
es.addEventListener('change',function(){var n=++asked;fetch('part',{cache:'no-store'}).then(function(r){return r.text().then(function(t){return{ok:r.ok,t:t}})}).then(function(x){if(n!==asked)return;
if(!x.ok){var d=new DOMParser().parseFromString(x.t,'text/html').querySelector('main p');return gone(d?d.textContent:'')}
var fresh=document.createElement('template');fresh.innerHTML=x.t;if(fresh.innerHTML!==main.innerHTML)swap(x.t);body.setAttribute('data-version',main.firstElementChild?main.firstElementChild.getAttribute('data-version')||'':'')})});
es.addEventListener('end',function(){es.close();body.setAttribute('data-live','ended')});
es.addEventListener('gone',function(e){gone(e.data)});
es.addEventListener('closed',function(e){es.close();var p=document.createElement('p');p.className='box turn';p.textContent=e.data;main.insertBefore(p,main.firstChild);body.setAttribute('data-live','closed')});
es.addEventListener('error',function(){if(es.readyState===2)fetch('part',{cache:'no-store'}).then(function(r){if(r.ok)return;return r.text().then(function(t){var d=new DOMParser().parseFromString(t,'text/html').querySelector('main p');gone(d?d.textContent:'')})},function(){})});
})();`;

const REPLAY_JS = `(function(){var frames=[].slice.call(document.querySelectorAll('.frame'));var n=frames.length;if(!n)return;
var cur=-1,slider=document.getElementById('slider'),count=document.getElementById('count'),reveal=document.getElementById('reveal');
var b={first:document.getElementById('first'),prev:document.getElementById('prev'),next:document.getElementById('next'),last:document.getElementById('last')};
var pj=document.getElementById('pics'),pics=pj?JSON.parse(pj.textContent):{};
function src(s){return s.charAt(0)==='#'?'data:image/png;base64,'+pics[s.slice(1)]:s}
function load(el){[].forEach.call(el.querySelectorAll('img[data-src]'),function(img){if(!img.getAttribute('src'))img.setAttribute('src',src(img.getAttribute('data-src')))});
[].forEach.call(el.querySelectorAll('image[data-href]'),function(i){if(!i.getAttribute('href'))i.setAttribute('href',src(i.getAttribute('data-href')))})}
function showReveal(i){var box=frames[i].querySelector('.reveal');if(!box)return;box.hidden=false;if(box.getAttribute('data-done'))return;box.setAttribute('data-done','1');
var t=document.getElementById('reveal-'+i);if(t){box.innerHTML=t.innerHTML;load(box);return}
box.textContent=document.body.getAttribute('data-loading')||'';
fetch('reveal/'+i,{cache:'no-store'}).then(function(r){if(!r.ok)throw new Error(String(r.status));return r.text()}).then(function(h){box.innerHTML=h;load(box)},function(){box.removeAttribute('data-done');box.textContent=document.body.getAttribute('data-failed')||''})}
function show(i){i=Math.max(0,Math.min(n-1,i));if(i===cur)return;if(cur>=0)frames[cur].hidden=true;cur=i;var f=frames[i];f.hidden=false;load(f);
slider.value=String(i);count.textContent=f.getAttribute('data-label');var a=document.activeElement;b.first.disabled=b.prev.disabled=i===0;b.next.disabled=b.last.disabled=i===n-1;
if(a&&a.disabled)(i===0?b.next:b.prev).focus();
if(reveal&&reveal.checked)showReveal(i);document.body.setAttribute('data-step',String(i));if(history.replaceState)history.replaceState(null,'','#'+i)}
b.first.addEventListener('click',function(){show(0)});b.prev.addEventListener('click',function(){show(cur-1)});
b.next.addEventListener('click',function(){show(cur+1)});b.last.addEventListener('click',function(){show(n-1)});
slider.addEventListener('input',function(){show(+slider.value)});
if(reveal)reveal.addEventListener('change',function(){if(reveal.checked)showReveal(cur);else [].forEach.call(document.querySelectorAll('.reveal'),function(x){x.hidden=true})});
document.addEventListener('keydown',function(e){if(e.target===slider||e.altKey||e.ctrlKey||e.metaKey)return;
if(e.key==='ArrowLeft'){show(cur-1);e.preventDefault()}else if(e.key==='ArrowRight'){show(cur+1);e.preventDefault()}
else if(e.key==='Home'){show(0);e.preventDefault()}else if(e.key==='End'){show(n-1);e.preventDefault()}});
frames.forEach(function(f){f.hidden=true});var h=/^#(\\d+)$/.exec(location.hash);show(h?+h[1]:0);
window.addEventListener('hashchange',function(){var m=/^#(\\d+)$/.exec(location.hash);if(m)show(+m[1])});
})();`;

// The picture's parts (a game's floors) as tabs: the reader's choice holds for every picture of the page, across
// the live page's updates and the replay's steps; with none made, a phone shows the part where the game is at that
// moment (the figure's data-first: the acting player's floor), a wider screen all.
const PARTS_JS = `(function(){var body=document.body,narrow=window.matchMedia?window.matchMedia('(max-width:699px)'):null;
function chosen(f){return body.getAttribute('data-part')||(narrow&&narrow.matches?(f.getAttribute('data-first')||'0'):'all')}
function sync(){[].forEach.call(document.querySelectorAll('.board'),function(f){var c=chosen(f);[].forEach.call(f.querySelectorAll('.parts button'),function(b){var on=String(b.getAttribute('data-part')===c);if(b.getAttribute('aria-pressed')!==on)b.setAttribute('aria-pressed',on)})})}
document.addEventListener('click',function(e){var b=e.target&&e.target.closest?e.target.closest('.parts button'):null;if(!b)return;body.setAttribute('data-part',b.getAttribute('data-part')||'all');sync()});
new MutationObserver(sync).observe(document.getElementById('main')||body,{childList:true,subtree:true});
if(narrow&&narrow.addEventListener)narrow.addEventListener('change',sync);sync()})();`;

const hash = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

/** The policy of every page served: its own inline style and scripts, pictures and updates from this server only. */
export const CSP = [
  "default-src 'none'", `script-src ${hash(LIVE_JS)} ${hash(REPLAY_JS)} ${hash(PARTS_JS)}`, `style-src ${hash(CSS)}`, "img-src 'self'",
  "connect-src 'self'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'",
].join('; ');
/** A saved replay's own policy (it opens from a file: its pictures are inside it). */
const SAVED_CSP = ["default-src 'none'", `script-src ${hash(REPLAY_JS)} ${hash(PARTS_JS)}`, `style-src ${hash(CSS)}`, 'img-src data:', "base-uri 'none'", "form-action 'none'"].join('; ');

export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A message's text as Discord shows it: mentions as @name, its bold, italics, underline, strike and code marks. */
export function formatText(text: string, names: Map<string, string>): string {
  return esc(text)
    .replace(/&lt;@!?(\d{1,20})&gt;/g, (_, id: string) => `@${esc(names.get(id) ?? '…')}`)
    .replace(/&lt;#(\d{1,20})&gt;/g, (_, id: string) => esc(names.get(`#${id}`) ?? '#…'))
    .replace(/`([^`\n]+)`/g, '<code>$1</code>')
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/__(.+?)__/g, '<u>$1</u>')
    .replace(/~~(.+?)~~/g, '<s>$1</s>')
    .replace(/(^|[^\w*])\*([^*\n]+)\*(?!\w)/g, '$1<em>$2</em>');
}

export type Source = (job: PictureJob) => string;
/** The picture's address beside the page (`/w/<token>/`): drawn on demand, cached. */
export const served: Source = (job) => `pic/${job.version}/${job.viewer}`;

interface Shell { lang: Locale; title: string; body: string; script: 'live' | 'replay' | null; saved?: boolean; attrs?: string }

export function shell(p: Shell): string {
  const script = p.script === 'live' ? LIVE_JS : p.script === 'replay' ? REPLAY_JS : null;
  return `<!doctype html>
<html lang="${p.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
${p.saved ? `<meta http-equiv="Content-Security-Policy" content="${esc(SAVED_CSP)}">\n` : ''}<meta name="robots" content="noindex, nofollow">
<title>${esc(p.title)}</title>
<style>${CSS}</style></head>
<body${p.attrs ?? ''}>
${p.body}
${script ? `<script>${script}</script><script>${PARTS_JS}</script>` : ''}
</body></html>
`;
}

function who(r: Reading, viewer: number): string {
  return viewer === SPECTATOR ? tw(r.lang, 'who-spectator') : r.stored.seats[viewer]?.name ?? '';
}

function header(r: Reading, nav: string): string {
  const name = readerName(r);
  return `<header><h1>${esc(title(r))}</h1><p class="who">${esc(name ? tw(r.lang, 'seat', { name }) : tw(r.lang, 'spectator'))}</p><nav>${nav}</nav></header>`;
}

/** `waiting`: say whom the game waits on (the live page's board, /heist status's, says it itself). */
function whereLine(r: Reading, w: Where, now: boolean, waiting = true): string {
  const parts: string[] = [];
  if (w.winners) {
    parts.push(tw(r.lang, 'over'));
    // A co-operative game (the crew against the game) is won or lost together.
    const lost = r.game.cooperative ? 'crew-lost' : 'no-winners';
    parts.push(w.winners.length ? tw(r.lang, 'winners', { names: w.winners.join(', ') }) : tw(r.lang, lost));
  } else if (now && r.ended) {
    parts.push(tw(r.lang, 'ended'));
  } else if (waiting && w.waiting.length) {
    parts.push(tw(r.lang, 'waiting', { names: w.waiting.join(', ') }));
  }
  return parts.length ? `<p class="turn">${esc(parts.join(' '))}</p>` : '';
}

/** Zoom of a part on a wide screen (a part is drawn at this many times its pixels, at most the page's width). */
const PART_ZOOM = 1.5;

/** A picture; with parts (a game's floors), also each part on its own behind tabs (an SVG window onto the same
 * picture, so it is fetched once). `lazy`: its address waits in data-src / data-href until its step is shown. */
function picture(r: Reading, parts: PictureParts | null, url: string, alt: string, lazy: boolean, post = false): string {
  // A post's lone picture loads as it scrolls into sight; a board's whole picture may be hidden behind its tabs,
  // where a lazy one would never load (its parts show the same address anyway).
  const img = `<img ${lazy ? 'data-src' : 'src'}="${esc(url)}" alt="${esc(alt)}"${post && !parts ? ' loading="lazy"' : ''}>`;
  if (!parts) return post ? img : `<figure>${img}</figure>`;
  const tabs = [...parts.parts.map((p, i) => [String(i), p.name]), ['all', tw(r.lang, 'whole')]]
    .map(([k, name]) => `<button type="button" data-part="${k}" aria-pressed="false">${esc(name)}</button>`).join('');
  const windows = parts.parts.map((p, i) => `<svg class="part" data-i="${i}" viewBox="${p.x} ${p.y} ${p.w} ${p.h}" width="${Math.round(p.w * PART_ZOOM)}" height="${Math.round(p.h * PART_ZOOM)}" role="img" aria-label="${esc(`${alt}: ${p.name}`)}">`
    // Anchored top left at its own scale: a picture taller than the parts' least height (more legend rows below the
    // floors) is neither shrunk nor moved.
    + `<image ${lazy ? 'data-href' : 'href'}="${esc(url)}" width="${parts.width}" height="${parts.height}" preserveAspectRatio="xMinYMin slice"/></svg>`).join('');
  const first = parts.first ? ` data-first="${parts.first}"` : '';
  return `<figure class="board"${first}><div class="parts" role="group" aria-label="${esc(tw(r.lang, 'parts'))}">${tabs}</div>${img}${windows}</figure>`;
}

function postItem(r: Reading, p: ShownPost, src: Source, names: Map<string, string>, lazy: boolean, parts: PictureParts | null): string {
  // A phone shows the page's one board: a post's picture there is a link to open it (a wider screen shows it).
  const pic = p.picture
    ? `<div class="postpic">${picture(r, parts, src(p.picture), tw(r.lang, 'picture-post', { who: who(r, p.picture.viewer) }), lazy, true)}</div>`
      + `<a class="piclink" href="${esc(src(p.picture))}">${esc(tw(r.lang, 'open-picture'))}</a>`
    : '';
  return `<li class="post${p.mine ? ' mine' : ''}" data-seq="${p.seq}"><p class="to">${esc(tw(r.lang, p.dm ? 'to-you-dm' : p.mine ? 'to-you' : 'to-all'))}</p><div class="text">${formatText(p.text, names)}</div>${pic}</li>`;
}

/** The live page's part that updates itself: where things stand, the picture, the reader's own part, what they missed. */
export function liveMain(r: Reading, m: Live): string {
  const names = mentionNames(r);
  const parts = pictureParts(r);
  const pic = m.picture ? picture(r, parts, served(m.picture), tw(r.lang, 'picture-now', { who: who(r, r.seat) }), false) : '';
  const mine = m.mine.length
    ? `<section class="box yours" aria-labelledby="yours"><h2 id="yours">${esc(tw(r.lang, 'yours'))}</h2><div class="lines">${formatText(m.mine.join('\n'), names)}</div></section>`
    : '';
  const spectator = r.userId === null;
  const since = m.since.length
    ? `<ol class="posts">${m.since.map((p) => postItem(r, p, served, names, false, parts)).join('')}</ol>`
    : `<p class="note">${esc(tw(r.lang, m.acted || spectator ? 'nothing-since' : 'nothing-since-start'))}</p>`;
  const over = m.where.winners !== null || r.ended;
  // Part of what updates: once the game is over, the page no longer promises to follow it.
  const note = `<p class="note">${esc(tw(r.lang, over ? 'final' : 'updates'))}</p>`;
  // The board says whose move it is (every game's status does): the line above it would say it again.
  return `<div class="now" data-version="${m.version}" data-over="${over ? 1 : 0}">${whereLine(r, m.where, true, m.status.length === 0)}${pic}`
    + `<div class="box lines">${formatText(m.status.join('\n'), names)}</div>${mine}`
    + `<section aria-labelledby="since"><h2 id="since">${esc(tw(r.lang, spectator ? 'since-spectator' : m.acted ? 'since' : 'since-start'))}</h2>${since}</section>${note}</div>`;
}

/** `mark`: the game's version and newest post when the page was made (its stream tells what moved since). */
export function livePage(r: Reading, m: Live, mark: string): string {
  const nav = `<a href="replay">${esc(tw(r.lang, 'open-replay'))}</a><a href="rules">${esc(tw(r.lang, 'open-rules'))}</a>`;
  // What a screen reader is told when the page follows a move is what is new (news), not the whole page again: the
  // page is made anew at each update, which a live region around it would read out entirely, the reader's hand too.
  const body = `${header(r, nav)}<main id="main">${liveMain(r, m)}</main><p id="news" class="sr" aria-live="polite"></p>`;
  return shell({ lang: r.lang, title: `${title(r)} — ${tw(r.lang, 'live')}`, body, script: 'live', attrs: ` data-version="${m.version}" data-mark="${esc(mark)}"` });
}

/** One seat-by-seat reveal of a step (the game is over). */
export function revealPart(r: Reading, seats: RevealedSeat[], src: Source, lazy: boolean): string {
  const names = mentionNames(r);
  return `<h2>${esc(tw(r.lang, 'revealed'))}</h2>${seats.map((s) => `<div class="seat box"><h3>${esc(s.name)}</h3><div class="lines">${formatText(s.lines.join('\n'), names)}</div>${s.picture
    ? `<img ${lazy ? 'data-src' : 'src'}="${esc(src(s.picture))}" alt="${esc(tw(r.lang, 'picture-seat', { name: s.name }))}" loading="lazy">` : ''}</div>`).join('')}`;
}

export interface ReplayOptions {
  src: Source;
  /** A saved file: its pictures (by key) and every step's reveal, inside it. */
  saved?: { pics: Record<string, string>; reveals: string[] | null };
  /** The retention setting: the days a finished game is kept, and when this one's record goes (null: not ended yet). */
  kept?: { days: number; until: number | null } | null;
}

export function replayPage(r: Reading, m: Replay, o: ReplayOptions): string {
  const names = mentionNames(r);
  const parts = pictureParts(r);
  const L = (k: string, p?: Record<string, unknown>) => esc(tw(r.lang, k, p));
  const steps = m.frames.length - 1;
  const nav = o.saved ? '' : `<a href="./">${L('open-live')}</a><a href="rules">${L('open-rules')}</a><a href="replay.html" download>${L('save')}</a>`;
  const frames = m.frames.map((f, i) => {
    const label = i === 0 ? tw(r.lang, 'start') : tw(r.lang, 'step', { step: i, steps });
    const alt = tw(r.lang, 'picture-step', { step: i, steps, who: who(r, r.seat) });
    const posts = f.posts.length
      ? `<ol class="posts">${f.posts.map((p) => postItem(r, p, o.src, names, true, parts)).join('')}</ol>`
      : `<p class="note">${L('no-posts')}</p>`;
    // Each step opens on a phone where its game was then (the floor of that moment's player).
    const framed = parts && f.part !== undefined ? { ...parts, first: f.part } : parts;
    // The step is named once, by the controls' count (and for a screen reader, the section's own label).
    return `<section class="frame" id="f${i}" data-label="${esc(label)}" aria-label="${esc(label)}"${i === 0 ? '' : ' hidden'}>${whereLine(r, f.where, i === steps)}`
      + `${picture(r, framed, o.src(f.picture), alt, i !== 0 || !!o.saved)}${posts}${m.revealable ? '<div class="reveal" hidden></div>' : ''}</section>`;
  }).join('\n');
  const controls = `<div class="controls" role="group" aria-label="${L('replay')}">`
    + `<button type="button" id="first">${L('first')}</button><button type="button" id="prev">${L('prev')}</button>`
    + `<span class="count" id="count" aria-live="polite">${L('start')}</span>`
    + `<button type="button" id="next">${L('next')}</button><button type="button" id="last">${L('last')}</button>`
    + `<input type="range" id="slider" min="0" max="${Math.max(0, steps)}" value="0" step="1" aria-label="${L('slider')}">`
    + (m.revealable ? `<label><input type="checkbox" id="reveal"> ${L('reveal')}</label>` : '')
    + '</div>';
  const extra = o.saved
    ? `<script type="application/json" id="pics">${JSON.stringify(o.saved.pics).replace(/</g, '\\u003c')}</script>`
      + (o.saved.reveals ?? []).map((html, i) => `<template id="reveal-${i}">${html}</template>`).join('')
    : '';
  const kept = o.kept && !o.saved
    ? `<p class="note kept">${o.kept.until === null ? L('kept-after', { days: o.kept.days }) : L('kept-until', { days: o.kept.days, date: new Date(o.kept.until).toISOString().slice(0, 10) })}</p>`
    : '';
  const body = `${header(r, nav)}${controls}<p class="keys">${L('keys')}${m.revealable ? ` ${L('reveal-note')}` : ''}</p>${kept}<main id="main">${frames}</main>${extra}`;
  const attrs = ` data-steps="${steps}" data-loading="${L('loading')}" data-failed="${L('failed')}"`;
  return shell({ lang: r.lang, title: `${title(r)} — ${tw(r.lang, 'replay')}`, body, script: 'replay', saved: !!o.saved, attrs });
}

/** A plain page: a refused link, a page that is not there, a failure on our side. */
export function plainPage(lang: Locale, heading: string, text: string): string {
  return shell({ lang, title: heading, body: `<main><h1>${esc(heading)}</h1><p>${esc(text)}</p></main>`, script: null });
}
