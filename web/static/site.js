// didscore site client. Progressive enhancement only: every page works without it (forms are plain GET forms,
// criteria are <details>). Loaded from /static/ under a Content-Security-Policy that forbids inline script.
"use strict";

(() => {
  const page = document.body.dataset.page;

  /** Catalog: filter, sort and search in place through the JSON twin, so results match the server exactly. */
  function catalog() {
    const form = document.getElementById("catalog-filters");
    const tbody = document.querySelector("#catalog-table tbody");
    const count = document.getElementById("result-count");
    if (!form || !tbody || !count) return;
    let latest = 0;
    let timer = 0;

    const queryString = () => {
      const params = new URLSearchParams();
      for (const [k, v] of new FormData(form)) if (typeof v === "string" && v.trim() !== "" && !(k === "sort" && v === "score")) params.set(k, v.trim());
      return params.toString();
    };

    const apply = async () => {
      const qs = queryString();
      const ticket = ++latest;
      let data;
      try {
        const res = await fetch(`/api/agents${qs ? `?${qs}` : ""}`, { headers: { Accept: "application/json" } });
        if (!res.ok) throw new Error(String(res.status));
        data = await res.json();
      } catch {
        form.submit();
        return;
      }
      if (ticket !== latest) return; // a newer request is on its way
      const rows = new Map();
      for (const tr of tbody.querySelectorAll("tr.agent-row")) rows.set(tr.dataset.id, tr);
      const shown = new Set();
      for (const agent of data.agents) {
        const tr = rows.get(agent.id);
        if (!tr) continue;
        tr.hidden = false;
        tbody.appendChild(tr);
        shown.add(agent.id);
      }
      for (const [id, tr] of rows) {
        if (shown.has(id)) continue;
        tr.hidden = true;
        tbody.appendChild(tr);
      }
      count.textContent = `Showing ${data.count} of ${data.total}.`;
      history.replaceState(null, "", qs ? `/?${qs}` : "/");
    };

    form.addEventListener("submit", (e) => {
      e.preventDefault();
      void apply();
    });
    form.addEventListener("change", () => void apply());
    form.addEventListener("input", (e) => {
      if (!(e.target instanceof HTMLInputElement) || e.target.type !== "search") return;
      clearTimeout(timer);
      timer = setTimeout(() => void apply(), 150);
    });

    const compareForm = document.getElementById("compare-form");
    const button = document.getElementById("compare-button");
    if (compareForm && button) {
      const update = () => {
        const n = compareForm.querySelectorAll('input[name="ids"]:checked').length;
        button.disabled = n < 2 || n > 4;
        button.textContent = n ? `Compare selected (${n})` : "Compare selected";
      };
      compareForm.addEventListener("change", update);
      update();
    }
  }

  /** Agent page: expand or collapse every criterion; open the one named in the URL fragment. */
  function agent() {
    const criteria = () => document.querySelectorAll("details.criterion");
    const bar = document.getElementById("criteria-toolbar");
    if (bar) {
      for (const [label, open] of [["Expand all", true], ["Collapse all", false]]) {
        const b = document.createElement("button");
        b.type = "button";
        b.textContent = label;
        b.addEventListener("click", () => {
          for (const d of criteria()) d.open = open;
        });
        bar.appendChild(b);
      }
    }
    const openFromHash = () => {
      const id = decodeURIComponent(location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (target instanceof HTMLDetailsElement) {
        target.open = true;
        target.scrollIntoView({ block: "start" });
      }
    };
    window.addEventListener("hashchange", openFromHash);
    openFromHash();
  }

  /** Compare page: optionally hide the rows where every agent scores the same. */
  function compare() {
    const bar = document.getElementById("compare-toolbar");
    if (!bar) return;
    const label = document.createElement("label");
    const box = document.createElement("input");
    box.type = "checkbox";
    box.id = "only-differences";
    box.addEventListener("change", () => {
      for (const tr of document.querySelectorAll("#compare-table tr.same")) tr.classList.toggle("same-hidden", box.checked);
    });
    label.append(box, " Show only the criteria that differ");
    bar.appendChild(label);
  }

  if (page === "catalog") catalog();
  else if (page === "agent") agent();
  else if (page === "compare") compare();
})();
