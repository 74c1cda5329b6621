/*
 * The one script the app's shell (app.html) runs inline, first thing in its head (issue 35). A
 * signed-in screen waits for its data; without this it would ask for it only once the app's
 * scripts have loaded and run. This asks at once, in parallel with the scripts, with the session the
 * app keeps in localStorage, for exactly the GETs the screen at this address makes first, and leaves
 * each answer in window.__earlyRequests for the app to take instead of asking again
 * (web/src/lib/early-requests.ts). Nothing that changes anything on the server is asked early: a
 * checkpoint's first GET is its briefing, which starts no clock. A session about to expire is left
 * to the app, which renews it first. A request that fails (offline) is the app's to report, not an
 * unhandled rejection. The CSP allows this script by its hash (firebase.json; a unit
 * test keeps the two equal), never 'unsafe-inline'; the server-rendered pages do not carry it.
 */
export const EARLY_REQUESTS_SCRIPT =
  '(function(){try{var s=JSON.parse(localStorage.getItem("session")||"null");' +
  'if(!s||typeof s.token!=="string"||!(s.expiresAt-Date.now()>120000))return;' +
  'var p=location.pathname.replace(/\\/+$/,""),m,u=[],e=function(v){return encodeURIComponent(decodeURIComponent(v))};' +
  'if(p==="/user/courses"||p==="/dashboard")u=["/enrollments"];' +
  'else if(m=/^\\/user\\/courses\\/([^/]+)(\\/modules\\/[^/]+\\/lessons\\/[^/]+)?$/.exec(p))u=["/user/courses/"+e(m[1])];' +
  'else if(m=/^\\/user\\/courses\\/([^/]+)\\/modules\\/([^/]+)\\/checkpoints\\/([^/]+)$/.exec(p))' +
  'u=["/user/courses/"+e(m[1])+"/modules/"+e(m[2])+"/checkpoints/"+e(m[3])+"/briefing"];' +
  'else if(p==="/profile")u=["/auth/me","/payments/orders","/user/email-preferences"];' +
  'else if(s.user&&s.user.role==="admin"&&p==="/admin/dashboard")u=["/users/dashboard/overview","/admin/orders/revenue"];' +
  'else if(s.user&&s.user.role==="admin"&&p==="/admin/courses")u=["/admin/courses","/admin/orders/seats"];' +
  'var r=window.__earlyRequests={};u.forEach(function(a){a="/api"+a;' +
  'var f=fetch(a,{headers:{accept:"application/json",authorization:"Bearer "+s.token},credentials:"include"});' +
  'f.catch(function(){});r[a]={token:s.token,response:f}})' +
  '}catch(x){}})()';

/** The script element, as the build puts it in the shell's head. */
export const earlyRequestsElement = () => `<script>${EARLY_REQUESTS_SCRIPT}</script>`;
