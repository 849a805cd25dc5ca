/** The console's one style sheet (GET /console.css): plain, legible, visible focus, no layout shift. */
export const consoleStyles = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2430;background:#f6f7f9}
a{color:#0b57a4}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,.scroll:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem}
.skip:focus{left:1rem}
.top{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;padding:.75rem 1.5rem;background:#1c2430;color:#fff}
.top a{color:#fff}
.brand{font-weight:700;text-decoration:none;margin-right:auto}
.languages{display:flex;gap:.5rem;list-style:none;margin:0;padding:0}
.languages a[aria-current]{font-weight:700;text-decoration:none}
.who{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin:0}
main{max-width:48rem;margin:0 auto;padding:1.5rem}
main:focus{outline:none}
h1{font-size:1.6rem;margin:.5rem 0 1rem}
form{margin:1rem 0}
.field{margin:0 0 1rem;border:0;padding:0}
.field label,.field legend{display:block;font-weight:600;margin-bottom:.25rem}
.choice{margin:.25rem 0}
.choice label{display:inline;font-weight:400;margin-left:.4rem}
input[type=email],input[type=text]{width:100%;max-width:24rem;padding:.5rem;border:1px solid #6b7480;border-radius:4px;font:inherit}
.field--error input[type=email],.field--error input[type=text]{border-color:#b3261e;border-width:2px}
.field-error{color:#b3261e;font-weight:600;margin:.25rem 0 0}
.hint{color:#4a5360;margin:0}
code{overflow-wrap:anywhere}
.link-target{display:inline-block;min-height:1.5rem;padding:.25rem 0}
.alert{border-left:4px solid #b3261e;background:#fdecea;padding:.75rem 1rem}
.alert:focus{outline:3px solid #f0a500;outline-offset:2px}
h1,h2,h3,legend,th{overflow-wrap:break-word;hyphens:auto}
.notice{border-left:4px solid #2e7d32;background:#e8f5e9;padding:.75rem 1rem}
.notice blockquote{margin:.5rem 0 0;padding-left:.75rem;border-left:2px solid #2e7d32;white-space:pre-line;overflow-wrap:anywhere}
.mail-text{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit}
button{font:inherit;padding:.5rem 1rem;border:0;border-radius:4px;background:#0b57a4;color:#fff;cursor:pointer}
.who button{background:#fff;color:#1c2430}
.sites{list-style:none;padding:0}
.site{background:#fff;border:1px solid #d5d9df;border-radius:6px;padding:1rem 1.25rem;margin-bottom:1rem}
.site h2{margin:0 0 .25rem;font-size:1.25rem}
.checklist h3{font-size:1rem;margin:1rem 0 .25rem}
.checklist .state{color:#4a5360}
.checklist form.inline{display:inline}
a.button{display:inline-block;padding:.5rem 1rem;border-radius:4px;background:#0b57a4;color:#fff;text-decoration:none}
.checklist .step{margin:.25rem 0}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #d5d9df;overflow-wrap:anywhere}
caption{text-align:left;font-weight:600;padding:.5rem 0}
.scroll{overflow-x:auto}
.leads{font-size:.9rem}
.routes{background:#fff;border:1px solid #d5d9df;border-radius:6px;padding:.5rem 1rem;margin:0 0 1rem}
.routes div{padding:.4rem 0;border-bottom:1px solid #d5d9df}
.routes div:last-child{border-bottom:0}
.routes dt{font-weight:600}
.routes dd{margin:0;overflow-wrap:anywhere}
.leads .hint{display:block}
.leads form{margin-top:.35rem}
.leads button{overflow-wrap:normal;padding:.35rem .75rem}
@media (max-width:40rem){.leads,.leads tbody,.leads tr,.leads td{display:block;width:100%}
.leads thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.leads tr{border:1px solid #d5d9df;border-radius:6px;margin:0 0 .75rem;padding:.25rem .75rem}.leads td{border:0;padding:.3rem 0}
.leads td::before{content:attr(data-label);display:block;font-weight:600;font-size:.8rem;color:#4a5360}}
.filters{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-end}
.filters .field{margin:0}
select{font:inherit;padding:.45rem;border:1px solid #6b7480;border-radius:4px;background:#fff}
.site-links{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;list-style:none;padding:0}
.group{border:1px solid #d5d9df;border-radius:6px;background:#fff;padding:1rem 1.25rem;margin:0 0 1.25rem}
.group>legend{font-weight:700;font-size:1.1rem;padding:0 .25rem}
input[type=text],input[type=url],input[type=tel],input[type=number],input[type=file]{width:100%;max-width:24rem;padding:.5rem;border:1px solid #6b7480;
border-radius:4px;font:inherit}
.field--error input{border-color:#b3261e;border-width:2px}
.colour{display:flex;gap:.5rem;align-items:center}
.colour input[type=text]{width:8rem}
input[type=color]{width:3rem;height:2.5rem;padding:0;border:1px solid #6b7480;border-radius:4px}
.contrast--low{color:#b3261e;font-weight:600}
.preview{border:1px solid #d5d9df;border-radius:6px;overflow:hidden;margin:1rem 0;background:var(--bg)}
.preview__bar{display:flex;justify-content:space-between;align-items:center;padding:.75rem 1rem;border-bottom:3px solid var(--a)}
.preview__brand{display:inline-flex;align-items:center;gap:.6rem}.preview__logo{display:block}.preview__name{color:var(--p);font-weight:700}
.preview__button{background:var(--p);color:var(--pt);padding:.5rem 1rem;border-radius:4px}
.preview__accent{display:inline-block;margin:.75rem 1rem;padding:.1rem .5rem;background:var(--a);color:var(--at);border-radius:3px}
.logo-sizes{list-style:none;padding:0}
.logo-sizes li{display:flex;gap:1rem;align-items:center;margin:.5rem 0}
.logo-sample{object-fit:contain;background:#fff;border:1px dashed #6b7480;flex:none}
button.secondary{background:#fff;color:#b3261e;border:1px solid #b3261e}
.domains{list-style:none;padding:0}
.domain{background:#fff;border:1px solid #d5d9df;border-radius:6px;padding:1rem 1.25rem;margin-bottom:1rem}
.domain h3{margin:0 0 .25rem;font-size:1.15rem;overflow-wrap:anywhere}
.records code{overflow-wrap:anywhere;user-select:all;font-size:.9rem}
.actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:center}
.actions form{margin:.5rem 0}
.confirm{border:2px solid #b3261e;border-radius:6px;padding:1rem 1.25rem;background:#fff}
.danger{background:#b3261e}
.copy{display:inline-block;max-width:100%;padding:.4rem .5rem;background:#eef1f5;border:1px solid #d5d9df;border-radius:4px;user-select:all;
overflow-wrap:anywhere;font-size:.9rem}
.kind-fields{border:1px solid #d5d9df;border-radius:6px;padding:.75rem 1rem;margin:0 0 1rem}
.kind-fields legend{font-weight:600}
input[type=password]{width:100%;max-width:24rem;padding:.5rem;border:1px solid #6b7480;border-radius:4px;font:inherit}
.label{font-weight:600;margin:0 0 .25rem}
.sync-log li{margin-bottom:.5rem}
.members{list-style:none;padding:0}
.members li{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;border-bottom:1px solid #d5d9df;padding:.25rem 0}
.member{min-width:min(16rem,100%);overflow-wrap:anywhere}
details{margin:.5rem 0}
input:not([type]),textarea,select{width:100%;max-width:36rem;padding:.5rem;border:1px solid #6b7480;border-radius:4px;font:inherit}
textarea{max-width:100%}
textarea.rich-text{font-family:ui-monospace,monospace;font-size:.9rem}
.field--error textarea,.field--error select{border-color:#b3261e;border-width:2px}
.sections>li{border:1px solid #d5d9df;border-radius:6px;padding:.25rem 1rem;margin:0 0 .5rem;background:#fff}
.sections>li.section--incomplete{border-left:4px solid #b3261e}
.sections summary,.part>summary{cursor:pointer;padding:.4rem 0}
.sections summary h3,.part>summary h2{display:inline;margin:0 .5rem 0 0;font-size:1rem}
.part>summary h2{font-size:1.25rem}
summary:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
.section-line{overflow-wrap:anywhere}
.incomplete-mark{color:#b3261e}
.language-tabs{display:flex;flex-wrap:wrap;gap:.25rem;margin:.5rem 0 1rem;border-bottom:1px solid #6b7480}
.language-tabs [role=tab]{background:#fff;color:#1c2430;border:1px solid #6b7480;border-bottom:none;border-radius:4px 4px 0 0}
.language-tabs [aria-selected=true]{background:#1c2430;color:#fff}
form.inline{display:inline}
.changes li,.history li{margin-bottom:.5rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.section-edit{display:grid;gap:1rem}
main:has(.section-edit--preview){max-width:84rem}
@media (min-width:64rem){.section-edit--preview{grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:start}.section-preview{position:sticky;top:1rem}}
.section-preview{margin:0}
.section-preview iframe{display:block;width:100%;height:32rem;border:1px solid #6b7480;border-radius:6px;background:#fff}
.section-preview figcaption{font-size:.9rem;color:#4a5360;margin-top:.25rem}
.section-preview figcaption a{margin-left:.5rem}
.stats-totals{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;list-style:none;padding:0;font-weight:600}
.stats-table .number{text-align:right;font-variant-numeric:tabular-nums}
.stats-table{margin-bottom:1rem}
.estate-pictures{list-style:none;padding:0;margin:0}.estate-picture--dragged{opacity:.5}.estate-uploads progress{vertical-align:middle}
@media (max-width:40rem){.estates thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.estates tr,.estates th,.estates td{display:block}.estates tr{border:1px solid #d5d9df;border-radius:6px;margin:0 0 .75rem;padding:.25rem .5rem}
.estates td{border:0;padding:.2rem .5rem}.estates td::before{content:attr(data-label) ": ";font-weight:600}}
.stats-table .day{white-space:nowrap}
@media (max-width:30rem){.stats-table{font-size:.85rem}.stats-table th,.stats-table td{padding:.4rem .3rem}}
input[type=date]{padding:.45rem;border:1px solid #6b7480;border-radius:4px;font:inherit}
.bars{margin:.5rem 0 1rem;max-width:40rem}
.bars__row{display:grid;grid-template-columns:minmax(6rem,12rem) 1fr 3rem;gap:.5rem;align-items:center;margin:.25rem 0}
.bars__label{overflow-wrap:anywhere}
.bars__bar{width:100%;height:1rem;display:block}
.bars__value{text-align:right;font-variant-numeric:tabular-nums}
.day-chart{max-width:48rem;margin:.5rem 0}
.day-chart svg{width:100%;height:8rem;display:block;background:#fff;border-bottom:1px solid #6b7480}
.day-chart__ends{display:flex;justify-content:space-between;margin:.25rem 0;color:#4a5360}
[hidden]{display:none!important}
.rte-bar{display:flex;flex-wrap:wrap;gap:.25rem;padding:.25rem;border:1px solid #6b7480;border-bottom:0;border-radius:4px 4px 0 0;background:#eef1f5}
.rte-bar button{display:inline-flex;align-items:center;justify-content:center;min-width:2.5rem;height:2.5rem;padding:0 .6rem;line-height:1;background:#fff;
color:#1c2430;border:1px solid #6b7480;font-weight:600}
.rte-bar button[aria-pressed=true]{background:#1c2430;color:#fff;border-color:#1c2430}
.rte-bar button:disabled{color:#4a5360;background:#e4e7eb;cursor:default}
.rte-bar .rte-bold{font-weight:800}
.rte-bar .rte-italic{font-style:italic;font-family:Georgia,serif}
.rte-area{min-height:10rem;max-height:32rem;overflow:auto;padding:.25rem .75rem;border:1px solid #6b7480;border-radius:0 0 4px 4px;background:#fff;
overflow-wrap:anywhere}
.rte-area:focus{outline:3px solid #f0a500;outline-offset:2px}
.rte-area ul{list-style:disc}
.rte-area ol{list-style:decimal}
.field--error .rte-area{border-color:#b3261e;border-width:2px}
.rte-keys{font-size:.875rem;margin:.25rem 0 0}
.rte-linkbox{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:.5rem 0;padding:.75rem;border:1px solid #d5d9df;border-radius:4px;background:#fff}
.rte-linkbox label{flex-basis:100%;font-weight:600}
.rte-linkbox input{flex:1 1 14rem}
.rte-linkbox .field-error{flex-basis:100%}
.picture-sample{display:block;max-width:100%;max-height:16rem;height:auto;border-radius:4px;margin:0 0 .75rem}
.picture-sample--photo{width:9rem;height:9rem;border-radius:50%;object-fit:cover}
.hours-day{display:flex;flex-wrap:wrap;gap:0 .75rem;border:0;padding:0;margin:0 0 .5rem}
.hours-day legend{font-weight:600;padding:0}
.hours-day .field{margin:0 0 .5rem}
.hours-day input[type=text]{width:6.5rem}
.tag{font-size:.9rem;font-weight:400;color:#4a5360}
`;
