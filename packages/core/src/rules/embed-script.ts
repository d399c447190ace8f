/**
 * The embed (docs/portal.md, Badges and embed): a script that defines
 * `<trustfront-certifications>`, which lists the certifications of the trust center the script
 * came from. It finds the list next to its own address, sends no cookie, asks nothing of another
 * origin, writes no `style` attribute and runs no string as code, so a host page's strict
 * Content-Security-Policy lets it run when it allows the trust center's origin for scripts,
 * connections and images.
 */

/** The largest the script may be, in bytes. */
export const EMBED_MAX_BYTES = 10 * 1024;

export const EMBED_ELEMENT = 'trustfront-certifications';

/** The embed's words. */
export const EMBED_TEXTS = {
  heading: 'Certifications',
  expires: 'Expires',
  none: 'No certifications are published.',
  failed: 'The certifications could not be loaded.',
  trustCenter: 'Visit the trust center',
} as const;

/**
 * The script's styles, set as a constructed style sheet of the element's shadow root (a host
 * page's `style-src` does not govern it). `:host([theme=dark])` is the dark theme.
 */
const STYLES = [
  ':host{display:block;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2939}',
  ':host([theme=dark]){color:#f9fafb}',
  'section{border:1px solid #d0d5dd;border-radius:8px;padding:12px 16px;background:#fff}',
  ':host([theme=dark]) section{background:#1d2939;border-color:#475467}',
  'h2{font-size:16px;margin:0 0 8px}',
  'ul{list-style:none;margin:0 0 8px;padding:0}',
  'li{padding:4px 0}',
  'a{color:inherit}',
  '.s{font-weight:600;margin-left:6px}',
  '.e{opacity:.8;margin-left:6px}',
].join('');

/** The script, its texts and styles filled in. */
export function embedScript(): string {
  return `(()=>{
const T=${JSON.stringify(EMBED_TEXTS)};
const me=document.currentScript;
const base=me&&me.src?new URL('badges',me.src.replace(/embed\\.js(\\?.*)?$/,'')):null;
const css=${JSON.stringify(STYLES)};
let list=null;
const load=()=>list||(list=base?fetch(base,{credentials:'omit',mode:'cors'}).then(r=>{if(!r.ok)throw new Error(String(r.status));return r.json()}):Promise.reject(new Error('no address')));
const el=(tag,text,cls)=>{const e=document.createElement(tag);if(text)e.textContent=text;if(cls)e.className=cls;return e};
class C extends HTMLElement{
connectedCallback(){
if(this.shadowRoot)return;
const root=this.attachShadow({mode:'open'});
const sheet=new CSSStyleSheet();sheet.replaceSync(css);root.adoptedStyleSheets=[sheet];
const box=el('section');box.setAttribute('aria-label',T.heading);
box.append(el('h2',T.heading));root.append(box);
load().then(d=>{
const ul=el('ul');
for(const i of d.items){const li=el('li');const a=el('a',i.title);a.href=i.itemUrl;a.rel='noopener';li.append(a,el('span',i.statusLabel,'s'));if(i.expiry)li.append(el('span',T.expires+' '+i.expiry,'e'));ul.append(li)}
if(!d.items.length)box.append(el('p',T.none));else box.append(ul);
const tc=el('a',T.trustCenter);tc.href=d.trustCenterUrl;tc.rel='noopener';box.append(tc);
}).catch(()=>box.append(el('p',T.failed)));
}}
if(!customElements.get(${JSON.stringify(EMBED_ELEMENT)}))customElements.define(${JSON.stringify(EMBED_ELEMENT)},C);
})();
`;
}
