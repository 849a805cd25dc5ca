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
.who{display:flex;gap:.75rem;align-items:center;margin:0}
main{max-width:48rem;margin:0 auto;padding:1.5rem}
main:focus{outline:none}
h1{font-size:1.6rem;margin:.5rem 0 1rem}
form{margin:1rem 0}
.field{margin:0 0 1rem;border:0;padding:0}
.field label,.field legend{display:block;font-weight:600;margin-bottom:.25rem}
.choice{margin:.25rem 0}
.choice label{display:inline;font-weight:400;margin-left:.4rem}
input[type=email]{width:100%;max-width:24rem;padding:.5rem;border:1px solid #6b7480;border-radius:4px;font:inherit}
.field--error input[type=email]{border-color:#b3261e;border-width:2px}
.field-error{color:#b3261e;font-weight:600;margin:.25rem 0 0}
.hint{color:#4a5360;margin:0}
.alert{border-left:4px solid #b3261e;background:#fdecea;padding:.75rem 1rem}
.notice{border-left:4px solid #2e7d32;background:#e8f5e9;padding:.75rem 1rem}
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
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #d5d9df}
caption{text-align:left;font-weight:600;padding:.5rem 0}
.scroll{overflow-x:auto}
.leads{font-size:.9rem}
.leads .hint{display:block}
.filters{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-end}
.filters .field{margin:0}
select{font:inherit;padding:.45rem;border:1px solid #6b7480;border-radius:4px;background:#fff}
.site-links{display:flex;gap:1.5rem;list-style:none;padding:0}
`;
