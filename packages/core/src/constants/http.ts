/**
 * The header the web app sends with every state-changing request that carries no JSON body
 * (uploads, body-less posts). A form on another site cannot set it, and a script on another
 * site cannot send it without the server's permission, so its presence shows the request came
 * from a page of ours.
 */
export const SAME_SITE_HEADER = 'x-trustfront-request';
