/// The fixed parts of an inspector page: its style sheet and its script.
enum InspectorPage {
    /// The page's CSS: a header with tabs, then the tree, the pictures and the details in three
    /// columns; what the script's classes (`current`, `selected`, `hover`, `related`, `hot`)
    /// look like.
    static let style = #"""
        :root { --accent: #0a84ff; --line: #dee2e6; --muted: #868e96; color: #212529;
          font: 14px/1.4 -apple-system, "Segoe UI", "DejaVu Sans", "Noto Sans CJK JP", sans-serif; }
        * { box-sizing: border-box; }
        body { margin: 0; background: #f1f3f5; }
        header { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; padding: 8px 16px;
          background: #fff; border-bottom: 1px solid var(--line); }
        header h1 { font-size: 16px; margin: 0; }
        #tabs { display: flex; flex-wrap: wrap; gap: 4px; }
        #tabs button { font: inherit; border: 1px solid var(--line); background: #f8f9fa; padding: 3px 10px;
          border-radius: 6px; cursor: pointer; }
        #tabs button.on { background: var(--accent); border-color: var(--accent); color: #fff; }
        #switches { display: flex; gap: 12px; color: #495057; font-size: 13px; }
        main { display: grid; grid-template-columns: 230px minmax(0, 1fr) 400px; height: calc(100vh - 50px); }
        #tree { overflow: auto; background: #fff; border-right: 1px solid var(--line); padding: 8px 0; font-size: 13px; }
        #tree ul { list-style: none; margin: 0; padding: 0; }
        #tree .row { display: block; padding: 1px 8px; cursor: pointer; white-space: nowrap; }
        #tree .row:hover, #tree .row.hover { background: #e7f5ff; }
        #tree .row.selected { background: var(--accent); color: #fff; }
        #tree .row.invisible { color: #adb5bd; }
        #tree .row.guide { font-style: italic; }
        body:not(.generated) #tree li.generated-guide { display: none; }
        #tree .kind { color: var(--muted); font-size: 11px; margin-left: 4px; }
        #tree .row.selected .kind { color: #dbe4ff; }
        .flag { font-size: 10px; border-radius: 3px; padding: 0 4px; margin-left: 4px; color: #fff; }
        .flag.ambiguous { background: #f08c00; } .flag.broken { background: #e03131; } .flag.hidden { background: #adb5bd; }
        #canvas { overflow: auto; padding: 16px; display: flex; gap: 16px; align-items: flex-start; }
        .state { flex: 1 1 0; margin: 0; background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 8px;
          min-width: 0; }
        .state figcaption { font-weight: 600; margin-bottom: 4px; }
        .state svg { display: block; width: 100%; height: auto; max-height: calc(100vh - 140px); }
        body[data-mode="single"] .state:not(.current) { display: none; }
        body[data-mode="diff"] .state { display: none; }
        body:not([data-mode="diff"]) #diffs { display: none; }
        svg [data-item] { cursor: pointer; }
        svg .dim { display: none; pointer-events: none; }
        svg .dim.related, body.all svg .dim, svg .dim.hot { display: inline; }
        body:not(.generated) svg .dim.generated:not(.hot), body:not(.generated) svg g.generated { display: none; }
        svg .dim.hot line { stroke-width: 3; }
        svg g.hover > rect, svg g.hover > line, svg g.hover > circle { stroke: var(--accent); stroke-width: 2; }
        svg g.selected > rect, svg g.selected > line, svg g.selected > circle { stroke: var(--accent); stroke-width: 3; }
        svg g.selected > rect { fill: var(--accent); fill-opacity: 0.14; }
        svg g.selected > text { fill: var(--accent); }
        #details { overflow: auto; background: #fff; border-left: 1px solid var(--line); padding: 12px 16px; }
        #details .hint { color: var(--muted); }
        #details h2 { font-size: 17px; margin: 0; }
        #details h3 { font-size: 11px; letter-spacing: 0.05em; text-transform: uppercase; color: var(--muted); margin: 16px 0 4px; }
        #details dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; }
        #details dt { color: var(--muted); }
        #details dd { margin: 0; font-family: "DejaVu Sans Mono", Menlo, monospace; font-size: 12px; }
        table { border-collapse: collapse; width: 100%; font-size: 12px; }
        th, td { text-align: left; padding: 3px 6px; border-bottom: 1px solid #f1f3f5; vertical-align: top; }
        th { color: var(--muted); font-weight: 600; }
        td.equation { font-family: "DejaVu Sans Mono", Menlo, monospace; word-break: break-word; }
        td.equation small { display: block; color: var(--muted); }
        tr.constraint { cursor: default; }
        tr.constraint:hover td { background: #e7f5ff; }
        tr.generated td { color: var(--muted); }
        .holds { color: #2f9e44; } .violated { color: #f08c00; } .broken { color: #e03131; font-weight: 600; }
        pre { background: #f8f9fa; padding: 6px 8px; font-size: 12px; white-space: pre-wrap; margin: 0; }
        #diffs { flex: 1; background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 12px; }
        #diffs .pick { margin: 0 0 8px; }
        .diff { display: none; } .diff.current { display: block; }
        .diff h2 { font-size: 15px; margin: 0 0 8px; }
        .diff-picture { display: block; width: 100%; height: auto; max-height: 55vh; }
        .diff-table tr.changed td { background: #fff4e6; } .diff-table tr.added td { background: #ebfbee; }
        .diff-table tr.removed td { background: #fff5f5; }
        .diff-table td { font-family: "DejaVu Sans Mono", Menlo, monospace; white-space: nowrap; }
        body[data-mode="diff"] main { grid-template-columns: 230px minmax(0, 1fr); }
        body[data-mode="diff"] #details { display: none; }

        """#
}
