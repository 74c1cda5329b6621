/** The data block naming each screen's own modules (filled in by the build), which the script preloads. */
export const SCREEN_MODULES_ID = 'screen-modules';

/*
 * The one script the app's shell (app.html) runs inline, early in its head (issue 35). A signed-in
 * screen waits for its data and its own modules; without this the app would ask for them only once
 * its entry had loaded and run. This asks at once, in parallel with the entry, with the session the
 * app keeps in localStorage: for exactly the GETs the screen at this address makes first, leaving
 * each answer in window.__earlyRequests for the app to take instead of asking again
 * (web/src/lib/early-requests.ts), and for the screen's modules, as modulepreloads. Nothing that
 * changes anything on the server is asked early: a checkpoint's first GET is its briefing, which
 * starts no clock. A session about to expire is left to the app, which renews it first. A request
 * that fails (offline) is the app's to report, not an unhandled rejection. The CSP allows this script
 * by its hash (firebase.json; a unit test keeps the two equal), never 'unsafe-inline'; the
 * server-rendered pages do not carry it.
 */
export const EARLY_REQUESTS_SCRIPT =
  '(function(){try{var s=JSON.parse(localStorage.getItem("session")||"null");' +
  'if(!s||typeof s.token!=="string"||!(s.expiresAt-Date.now()>120000))return;' +
  'var p=location.pathname.replace(/\\/+$/,""),m,k,u=[],a=s.user&&s.user.role==="admin",' +
  'e=function(v){return encodeURIComponent(decodeURIComponent(v))};' +
  'if(p==="/user/courses"||p==="/dashboard"){k="courses";u=["/enrollments"]}' +
  'else if(m=/^\\/user\\/courses\\/([^/]+)(\\/modules\\/[^/]+\\/lessons\\/[^/]+)?$/.exec(p)){k="course";u=["/user/courses/"+e(m[1])]}' +
  'else if(m=/^\\/user\\/courses\\/([^/]+)\\/modules\\/([^/]+)\\/checkpoints\\/([^/]+)$/.exec(p)){k="checkpoint";' +
  'u=["/user/courses/"+e(m[1])+"/modules/"+e(m[2])+"/checkpoints/"+e(m[3])+"/briefing"]}' +
  'else if(p==="/profile"){k="profile";u=["/auth/me","/payments/orders","/user/email-preferences"]}' +
  'else if(a&&p==="/admin/dashboard"){k="admin-dashboard";u=["/users/dashboard/overview","/admin/orders/revenue"]}' +
  'else if(a&&p==="/admin/courses"){k="admin-courses";u=["/admin/courses","/admin/orders/seats"]}' +
  'var r=window.__earlyRequests={};u.forEach(function(i){i="/api"+i;' +
  'var f=fetch(i,{headers:{accept:"application/json",authorization:"Bearer "+s.token},credentials:"include"});' +
  'f.catch(function(){});r[i]={token:s.token,response:f}});' +
  'var d=document.getElementById("' +
  SCREEN_MODULES_ID +
  '"),h=k&&d?JSON.parse(d.textContent)[k]||[]:[];' +
  'h.forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f;document.head.appendChild(l)})' +
  '}catch(x){}})()';

/**
 * The script element, as the build puts it in the shell's head, after the data block that names
 * each screen's own modules (filled in by the build: `screenModules`), which it preloads.
 */
export const earlyRequestsElement = () =>
  `<script type="application/json" id="${SCREEN_MODULES_ID}">{}</script><script>${EARLY_REQUESTS_SCRIPT}</script>`;
